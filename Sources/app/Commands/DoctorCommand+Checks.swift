import Foundation
import InjectWorkflowCore

extension DoctorCommand {
    /// The data directory's looser modes; with `fix`, repaired.
    static func privacy(ofDataDirectory directoryPath: String, fix: Bool) throws -> DoctorReport.Privacy {
        let findings = PrivacyCheck.findings(inDataDirectory: directoryPath)
        if fix, !findings.isEmpty { try PrivacyCheck.fix(findings) }
        return DoctorReport.Privacy(openFiles: findings, fixed: fix && !findings.isEmpty)
    }

    /// The health and size of the store `location` names, without creating it.
    static func database(_ location: StoreLocation, environment: [String: String]) throws -> DoctorReport.Database {
        let health: StoreHealth
        switch location {
        case .sqlite(let directory):
            health = SQLiteStore(directory: directory).checkHealth()
        case .postgres(let url):
            #if canImport(CInjectWorkflowPostgres)
                health = PostgresStore(url: url, directory: URL(fileURLWithPath: "/"), environment: environment)
                    .checkHealth(environment: environment)
            #else
                // Opening explains that this build has no PostgreSQL client.
                _ = try location.open(dataDirectory: URL(fileURLWithPath: "/"), environment: environment)
                return DoctorReport.Database(path: location.redacted, engine: "PostgreSQL", exists: false)
            #endif
        }
        let counts = health.exists && health.problem == nil ? health.rowCounts : nil
        return DoctorReport.Database(
            path: health.path, engine: health.engine, schemaVersion: health.schemaVersion, exists: health.exists,
            problem: health.problem.map(DoctorReport.Problem.init),
            candidates: counts.map { $0["candidates"] ?? 0 }, interviews: counts.map { $0["events"] ?? 0 },
            emailsSent: counts.map { $0["sent_emails"] ?? 0 })
    }

    /// The JSON backup of an earlier release compared with the database (`nil` when there is none); with
    /// `fix`, a backup the database fully holds is removed.
    static func jsonBackup(
        directoryPath: String, against store: SQLiteStore, fix: Bool
    ) throws -> DoctorReport.JSONBackup? {
        let check: LegacyJSONImport.Check
        do {
            guard let found = try LegacyJSONImport.check(directoryPath: directoryPath, against: store) else {
                return nil
            }
            check = found
        } catch let error as AppError {
            return DoctorReport.JSONBackup(
                files: [], records: 0, missing: [], removed: false, problem: DoctorReport.Problem(error))
        }
        let removes = fix && check.isConfirmed
        if removes { try LegacyJSONImport.removeBackup(check, directoryPath: directoryPath) }
        return DoctorReport.JSONBackup(
            files: check.files, records: check.records, missing: check.missing, removed: removes, problem: nil)
    }
}
