import InjectWorkflowCore

extension DoctorReport {
    /// The report as `inject-workflow doctor` prints it: one line per fact, problems with what to do.
    var textLines: [String] {
        var lines = [
            "Data directory: \(dataDirectory)",
            "Features: " + (features.isEmpty ? "none enabled" : features.joined(separator: ", ")),
        ]
        lines += featureProblem?.lines ?? []
        lines += featureWarnings.map { "warning: \($0)" }
        lines += graphLines + pluginLines + privacyLines + databaseLines + backupLines
        return lines
    }

    private var pluginLines: [String] {
        guard !plugins.isEmpty else { return [] }
        var lines = ["Plugins:"]
        for plugin in plugins {
            lines.append("  \(plugin.name) \(plugin.version): \(plugin.state)")
            let details: [String] = (plugin.problem?.lines ?? []) + plugin.findings
            lines += details.map { "    " + $0 }
        }
        return lines
    }

    private var graphLines: [String] {
        let size =
            "\(Plural.count(graph.registrations, "registration")), \(Plural.count(graph.injections, "injection"))"
        guard !graph.findings.isEmpty else { return ["Dependency graph: \(size), no problems found."] }
        let counts = "\(Plural.count(graph.errors, "error")), \(Plural.count(graph.warnings, "warning"))"
        return ["Dependency graph: \(size), \(counts):"] + graph.findings
    }

    private var privacyLines: [String] {
        let files = privacy.openFiles
        if files.isEmpty { return ["Privacy: the data directory and its files are private (0700/0600)."] }
        if privacy.fixed {
            return ["Privacy: fixed \(Plural.count(files.count, "mode")):"]
                + files.map { "  \($0.fixedLine)" }
        }
        return ["Privacy: \(Plural.count(files.count, "file")) open to others (run 'inject-workflow doctor --fix'):"]
            + files.map { "  \($0.line)" }
    }

    private var databaseLines: [String] {
        if let problem = database.problem { return ["Database: \(database.path): a problem:"] + problem.lines }
        guard database.exists else {
            return ["Database: none yet (\(database.path) is created by the first command that stores something)."]
        }
        let version = database.schemaVersion.map { ", schema version \($0)" } ?? ""
        // SQLite's check reads every page; a server keeps its own integrity, so reaching it is what is checked.
        let verdict = database.engine.hasPrefix("PostgreSQL") ? "reachable" : "integrity ok"
        return [
            "Database: \(database.path) (\(database.engine)\(version)): \(verdict); "
                + "\(Plural.count(database.candidates ?? 0, "candidate")), "
                + "\(Plural.count(database.interviews ?? 0, "interview")), "
                + "\(Plural.count(database.emailsSent ?? 0, "email")) sent."
        ]
    }

    private var backupLines: [String] {
        guard let backup = jsonBackup else { return [] }
        if let problem = backup.problem {
            return ["JSON backup: cannot be compared with the database:"] + problem.lines
        }
        let files = backup.files.joined(separator: ", ")
        if !backup.missing.isEmpty {
            return [
                "JSON backup: \(files): \(Plural.count(backup.missing.count, "record")) missing from the database: "
                    + backup.missing.prefix(10).joined(separator: ", ") + " (the files are kept)"
            ]
        }
        if backup.removed {
            return ["JSON backup: import confirmed (\(Plural.count(backup.records, "record"))); removed \(files)."]
        }
        return [
            "JSON backup: import confirmed: all \(Plural.count(backup.records, "record")) of \(files) are in the "
                + "database; 'inject-workflow doctor --fix' removes the files."
        ]
    }
}
