import Foundation
import InjectWorkflowCore

extension DoctorCommand {
    /// Each installed plugin: disabled (and why), not loaded (and why), refused by its trial, or ok.
    static func pluginChecks(session: Session, trials: Session.PluginTrials?) throws -> [DoctorReport.PluginCheck] {
        let installed = try InstalledPlugins.load(fromDataDirectory: session.dataDirectory)
        return installed.entries.map { entry in
            var check = DoctorReport.PluginCheck(name: entry.name, version: entry.version, state: "ok")
            if !entry.enabled {
                check.state = entry.disabledReason.map { "disabled (\($0))" } ?? "disabled"
                if entry.disabledReason != nil {
                    check.problem = DoctorReport.Problem(
                        AppError(
                            "the host disabled it after a crash",
                            hint: "install a fixed build, or 'inject-workflow plugins enable \(entry.name)'"))
                }
            } else if let failure = session.plugins.notLoaded.first(where: { $0.name == entry.name }) {
                check.state = "not loaded"
                check.problem = DoctorReport.Problem(failure.reason)
            } else if let errors = trials?.refused[entry.name] {
                check.state = "refused"
                check.problem = DoctorReport.Problem(
                    PluginError.invalidGraph(name: entry.name, errors: errors).appError)
                let report = trials?.trials.first { $0.name == entry.name }?.report
                check.findings = report?.findings.map { trimmed($0.rendered()) } ?? []
            } else if !session.flags.isEnabled(entry.name) {
                check.state = "loaded; its feature is disabled in \(session.flagsPath)"
            }
            return check
        }
    }

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
