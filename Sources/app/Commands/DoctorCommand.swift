import Core
import Inject

/// `app doctor`: checks the dependency graph of the enabled features with the analyser, and the database
/// (`PRAGMA integrity_check`) and any JSON files of an earlier release; prints what it found and exits 1 on
/// any error.
///
/// ```text
/// $ app doctor
/// Data directory: /home/me/.local/share/workflow
/// Features: candidates, email, events
/// Dependency graph: 9 registrations, 19 injections, no problems found.
/// Database: /home/me/.local/share/workflow/workflow.sqlite: integrity ok; 3 candidates, 1 interview, 2 emails sent.
/// ```
///
/// It does not require a valid graph: it is how one looks at a broken one.
enum DoctorCommand {
    static var command: BuiltinCommand {
        BuiltinCommand(
            name: "doctor",
            summary: "Check the dependency graph and the data files; print the analyser's report",
            arguments: [],
            examples: ["app doctor"],
            run: run)
    }

    static func run(_ invocation: BuiltinInvocation) throws -> ExitCode {
        let session = invocation.session
        let console = invocation.console
        let container = try session.makeContainer()
        let report = container.validate()
        let graph = container.dependencyGraph()

        console.print("Data directory: \(session.dataDirectory.path)")
        let features = session.enabledModules.map(\.name)
        console.print("Features: " + (features.isEmpty ? "none enabled" : features.joined(separator: ", ")))
        let known = Set(session.modules.map(\.name))
        for name in session.flags.values.keys.sorted() where !known.contains(name) {
            let suggestion = Suggestion.closest(to: name, among: Array(known)).map { " (did you mean '\($0)'?)" } ?? ""
            console.print(
                "warning: \(session.flagsPath) names '\(name)', which is not a feature; it is ignored\(suggestion)")
        }
        let registrations = graph.nodes.filter(\.isRegistered).count
        let size = "\(count(registrations, "registration")), \(count(graph.edges.count, "injection"))"
        if report.findings.isEmpty {
            console.print("Dependency graph: \(size), no problems found.")
        } else {
            console.print(
                "Dependency graph: \(size), \(count(report.errors.count, "error")), "
                    + "\(count(report.warnings.count, "warning")):")
            console.print(trimmed(report.rendered()))
        }

        let health = SQLiteStore(directory: session.dataDirectory).checkHealth()
        if !health.exists {
            console.print("Database: none yet (\(health.path) is created by the first command that stores something).")
        } else if let problem = health.problem {
            console.print("Database: \(health.path): a problem:")
            ErrorPrinter.lines(for: problem).forEach(console.print)
        } else {
            let counts = health.rowCounts
            console.print(
                "Database: \(health.path): integrity ok; \(count(counts["candidates"] ?? 0, "candidate")), "
                    + "\(count(counts["events"] ?? 0, "interview")), \(count(counts["sent_emails"] ?? 0, "email")) sent."
            )
        }
        let legacy = LegacyDocuments(directoryPath: DataDirectory.path(of: session.dataDirectory)).checkDocuments()
        let broken = legacy.filter { $0.problem != nil }
        if !legacy.isEmpty {
            console.print(
                "JSON backup from an earlier release: " + legacy.map { "\($0.name).json" }.joined(separator: ", ")
                    + (health.legacyImport.map { " (imported: \($0))" } ?? " (not imported yet)"))
            for health in broken {
                if let problem = health.problem { ErrorPrinter.lines(for: problem).forEach(console.print) }
            }
        }
        let databaseBroken = health.problem != nil
        return report.hasErrors || databaseBroken || !broken.isEmpty ? .failure : .success
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
