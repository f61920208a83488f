import Core
import Inject

/// `app doctor`: runs the analyser over the enabled features and prints its report; exits 1 on errors.
///
/// ```text
/// $ app doctor
/// Checked the dependency graph of candidates, email, events: no problems found.
/// ```
enum DoctorCommand {
    static var command: BuiltinCommand {
        BuiltinCommand(
            name: "doctor",
            summary: "Check the dependency graph and print the analyser's report",
            arguments: [],
            run: run)
    }

    static func run(_ invocation: BuiltinInvocation) throws -> ExitCode {
        let session = invocation.session
        let report = try session.makeContainer().validate()
        let rendered = report.rendered()
        if !rendered.isEmpty {
            invocation.console.print(rendered)
        }
        let errors = report.findings.filter { $0.severity == .error }.count
        let warnings = report.findings.count - errors
        let features = session.enabledModules.map(\.name)
        let scope = features.isEmpty ? "the host alone (every feature is disabled)" : features.joined(separator: ", ")
        if report.findings.isEmpty {
            invocation.console.print("Checked the dependency graph of \(scope): no problems found.")
        } else {
            invocation.console.print(
                "Checked the dependency graph of \(scope): \(count(errors, "error")), \(count(warnings, "warning")).")
        }
        return report.hasErrors ? .failure : .success
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
