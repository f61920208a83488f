import Foundation
import InjectWorkflowCore

/// `inject-workflow demo`: a complete hiring workflow in a fresh temporary data directory, step by step.
///
/// Every step is an ordinary `inject-workflow` command, run through the same host and printed before its output, so the
/// transcript doubles as a tutorial. The data directory is kept for the user to look at (the database,
/// `.eml` files, the `.ics` calendar). Set `WORKFLOW_NOW` for a reproducible run. With `--data-dir` the demo
/// runs there instead, provided the directory is new or empty: it never writes over existing data.
///
/// ```text
/// $ inject-workflow demo
/// 1. Three people apply
/// $ inject-workflow candidates add --name "Ada Lovelace" --email ada@example.com --role "Staff Engineer"
/// c1
/// …
/// ```
enum DemoCommand {
    static var command: BuiltinCommand {
        BuiltinCommand(
            name: "demo",
            summary: "Run a complete workflow in a fresh temporary data directory, step by step",
            arguments: [],
            examples: ["inject-workflow demo", "inject-workflow demo --data-dir ./demo-data"],
            run: run)
    }

    static func run(_ invocation: BuiltinInvocation) async throws -> ExitCode {
        let directory =
            invocation.dataDirectoryOption == nil
            ? try makeDirectory() : try emptyDirectory(invocation.session.dataDirectory)
        var demo = DemoScript(session: invocation.session, directory: directory)
        try await demo.play()
        return .success
    }

    /// The directory the user named, created (private) when it does not exist; refused when it holds anything.
    private static func emptyDirectory(_ url: URL) throws -> String {
        let files = FileManager.default
        if let contents = try? files.contentsOfDirectory(atPath: url.path) {
            guard contents.isEmpty else { throw HostError.demoDirectoryNotEmpty(url.path).appError }
            return url.path
        }
        do {
            try files.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw AppError(
                "cannot create the demo's data directory \(url.path): \(error.localizedDescription)",
                hint: "pass a directory you can write to with --data-dir, or leave it out")
        }
        return url.path
    }

    /// A new, empty, private directory: `mkdtemp` guarantees nobody else's data is reused.
    private static func makeDirectory() throws -> String {
        var template = Array((FileManager.default.temporaryDirectory.path + "/workflow-demo-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard created != nil else {
            throw AppError(
                "cannot create a temporary directory for the demo: \(String(cString: strerror(errno)))",
                hint: "set TMPDIR to a directory you can write to")
        }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
