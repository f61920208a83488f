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
            arguments: [
                .flag("fix", help: "Make the data directory private again, and remove a JSON backup the database holds")
            ],
            examples: ["app doctor", "app doctor --fix"],
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
        let unmet = FeatureRequirements(modules: session.modules).unmet(in: session.flags)
        if !unmet.isEmpty {
            let error = HostError.unmetRequirements(unmet, flagsPath: session.flagsPath).appError
            ErrorPrinter.lines(for: error).forEach(console.print)
        }
        let known = Set(session.modules.map(\.name))
        for name in session.flags.values.keys.sorted() where !known.contains(name) {
            let suggestion = Suggestion.closest(to: name, among: Array(known)).map { " (did you mean '\($0)'?)" } ?? ""
            console.print(
                "warning: \(session.flagsPath) names '\(name)', which is not a feature; it is ignored\(suggestion)")
        }
        let registrations = graph.nodes.filter(\.isRegistered).count
        let size = "\(Plural.count(registrations, "registration")), \(Plural.count(graph.edges.count, "injection"))"
        if report.findings.isEmpty {
            console.print("Dependency graph: \(size), no problems found.")
        } else {
            console.print(
                "Dependency graph: \(size), \(Plural.count(report.errors.count, "error")), "
                    + "\(Plural.count(report.warnings.count, "warning")):")
            console.print(trimmed(report.rendered()))
        }

        let dataProblems = try checkData(session: session, console: console, fix: invocation.arguments.flag("fix"))
        return report.hasErrors || !unmet.isEmpty || dataProblems > 0 ? .failure : .success
    }
}
