import Inject
import InjectWorkflowCore

/// `inject-workflow doctor [--fix] [--json]`: checks the dependency graph of the enabled features with the analyser, the
/// data directory's modes, the database (`PRAGMA integrity_check`) and any JSON files of an earlier release;
/// prints what it found (``DoctorReport``) and exits 1 on any problem.
///
/// ```text
/// $ inject-workflow doctor
/// Data directory: /home/me/.local/share/workflow
/// Features: candidates, email, events
/// Dependency graph: 9 registrations, 19 injections, no problems found.
/// Privacy: the data directory and its files are private (0700/0600).
/// Database: /home/me/.local/share/workflow/workflow.sqlite (SQLite, schema version 3): integrity ok; 3 candidates, 1 interview, 2 emails sent.
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
            examples: [
                "inject-workflow doctor", "inject-workflow doctor --fix",
                "inject-workflow doctor --json | jq '.database'",
            ],
            printsJSON: true,
            run: run)
    }

    static func run(_ invocation: BuiltinInvocation) async throws -> ExitCode {
        let report = try await makeReport(session: invocation.session, fix: invocation.arguments.flag("fix"))
        if invocation.outputFormat == .json {
            try invocation.console.printJSON(report)
        } else {
            report.textLines.forEach(invocation.console.print)
        }
        return report.ok ? .success : .failure
    }

    /// Runs every check (repairing what `fix` allows) and gathers what they found.
    static func makeReport(session: Session, fix: Bool) async throws -> DoctorReport {
        // With plugins, the graph is the built-ins and the plugins that pass their trial; the others are reported
        // under Plugins, each with its own findings.
        let trials = session.plugins.loaded.isEmpty ? nil : try await session.pluginTrials()
        let container = try session.makeContainer(only: trials.map { $0.base.hasErrors ? nil : $0.accepted } ?? nil)
        let validation = await container.validateAsync()
        let graph = container.dependencyGraph()
        let unmet = FeatureRequirements(modules: session.modules).unmet(in: session.flags)
        let known = Set(session.modules.map(\.name))
        let warnings = session.flags.values.keys.sorted().filter { !known.contains($0) }.map { name in
            let suggestion = Suggestion.closest(to: name, among: Array(known)).map { " (did you mean '\($0)'?)" } ?? ""
            return "\(session.flagsPath) names '\(name)', which is not a feature; it is ignored\(suggestion)"
        }
        let directoryPath = DataDirectory.path(of: session.dataDirectory)
        // Before the database is opened, so its WAL files (which take the database's mode) are not counted twice.
        let privacy = try privacy(ofDataDirectory: directoryPath, fix: fix)
        let database = try database(session.storeLocation, environment: session.host.environment)
        // Only the data directory's own SQLite store imported the JSON files of an earlier release.
        let backup =
            database.exists && database.problem == nil
                && session.storeLocation == .sqlite(directory: session.dataDirectory)
            ? try jsonBackup(
                directoryPath: directoryPath, against: SQLiteStore(directory: session.dataDirectory), fix: fix) : nil
        var report = DoctorReport(
            dataDirectory: session.dataDirectory.path,
            features: session.enabledModules.map(\.name),
            featureProblem: unmet.isEmpty
                ? nil : DoctorReport.Problem(HostError.unmetRequirements(unmet, flagsPath: session.flagsPath).appError),
            featureWarnings: warnings,
            graph: DoctorReport.Graph(
                registrations: graph.nodes.filter(\.isRegistered).count, injections: graph.edges.count,
                errors: validation.errors.count, warnings: validation.warnings.count,
                findings: validation.findings.map { trimmed($0.rendered()) }),
            privacy: privacy, database: database, jsonBackup: backup)
        report.plugins = try pluginChecks(session: session, trials: trials)
        report.ok = report.problemCount == 0
        return report
    }
}
