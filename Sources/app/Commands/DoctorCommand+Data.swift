import Core
import Foundation

extension DoctorCommand {
    /// Checks the database, the JSON backup of an earlier release and the modes of the data directory, prints
    /// what it found (repairing with `fix`), and returns how many problems remain.
    static func checkData(session: Session, console: any Console, fix: Bool) throws -> Int {
        var problems = 0
        let directoryPath = DataDirectory.path(of: session.dataDirectory)
        // Before the database is opened, so its WAL files (which take the database's mode) are not counted twice.
        let findings = PrivacyCheck.findings(inDataDirectory: directoryPath)
        if findings.isEmpty {
            console.print("Privacy: the data directory and its files are private (0700/0600).")
        } else if fix {
            try PrivacyCheck.fix(findings)
            console.print("Privacy: fixed \(Plural.count(findings.count, "mode")):")
            findings.forEach { console.print("  \($0.fixedLine)") }
        } else {
            problems += 1
            console.print("Privacy: \(Plural.count(findings.count, "file")) open to others (run 'app doctor --fix'):")
            findings.forEach { console.print("  \($0.line)") }
        }
        let store = SQLiteStore(directory: session.dataDirectory)
        let health = store.checkHealth()
        if !health.exists {
            console.print("Database: none yet (\(health.path) is created by the first command that stores something).")
        } else if let problem = health.problem {
            problems += 1
            console.print("Database: \(health.path): a problem:")
            ErrorPrinter.lines(for: problem).forEach(console.print)
        } else {
            let counts = health.rowCounts
            console.print(
                "Database: \(health.path): integrity ok; \(Plural.count(counts["candidates"] ?? 0, "candidate")), "
                    + "\(Plural.count(counts["events"] ?? 0, "interview")), \(Plural.count(counts["sent_emails"] ?? 0, "email")) sent."
            )
        }
        if health.exists, health.problem == nil {
            problems += try checkBackup(store: store, directoryPath: directoryPath, console: console, fix: fix)
        }
        return problems
    }

    /// Compares the JSON backup with the database; with `fix`, removes a confirmed backup.
    private static func checkBackup(
        store: SQLiteStore, directoryPath: String, console: any Console, fix: Bool
    ) throws -> Int {
        let check: LegacyJSONImport.Check
        do {
            guard let found = try LegacyJSONImport.check(directoryPath: directoryPath, against: store) else { return 0 }
            check = found
        } catch let error as AppError {
            console.print("JSON backup: cannot be compared with the database:")
            ErrorPrinter.lines(for: error).forEach(console.print)
            return 1
        }
        let files = check.files.joined(separator: ", ")
        guard check.isConfirmed else {
            console.print(
                "JSON backup: \(files): \(Plural.count(check.missing.count, "record")) missing from the database: "
                    + check.missing.prefix(10).joined(separator: ", ") + " (the files are kept)")
            return 1
        }
        if fix {
            try LegacyJSONImport.removeBackup(check, directoryPath: directoryPath)
            console.print("JSON backup: import confirmed (\(Plural.count(check.records, "record"))); removed \(files).")
        } else {
            console.print(
                "JSON backup: import confirmed: all \(Plural.count(check.records, "record")) of \(files) are in the database; "
                    + "'app doctor --fix' removes the files.")
        }
        return 0
    }
}
