import Foundation
import Testing

/// The exact output for a fixture tree with one of each problem, pinned by golden files
/// (`Fixtures/Golden/Workflow.txt`, `Fixtures/Golden/Workflow.json`; re-record with `INJECT_LINT_RECORD=1`).
@Suite("Golden output")
struct GoldenOutputTests {
    @Test func textOutputForTheWorkflowTree() throws {
        let run = try InjectLintProcess.run(["--relative-paths", "Sources"], in: Fixtures.workflow)
        #expect(run.status == 1)
        Golden.expect(run.standardOutput, matches: "Workflow.txt")
    }

    @Test func jsonOutputForTheWorkflowTree() throws {
        let run = try InjectLintProcess.run(
            ["--relative-paths", "--reporter", "json", "Sources"], in: Fixtures.workflow)
        #expect(run.status == 1)
        Golden.expect(run.standardOutput, matches: "Workflow.json")
    }

    @Test func workflowTreeHasOneOfEachProblem() throws {
        let run = try InjectLintProcess.run(["--reporter", "json", "Sources"], in: Fixtures.workflow)
        let diagnostics = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        let rules = Set(diagnostics.compactMap { $0["rule"] as? String })
        #expect(rules == ["unregistered", "cycle", "feature-import", "duplicate-registration"])
    }

    @Test func pathsAreAbsoluteByDefault() throws {
        // Run from elsewhere: every path must be the absolute one, whatever the working directory.
        let relative = try InjectLintProcess.run(["--relative-paths", "Sources"], in: Fixtures.workflow)
        let absolute = try InjectLintProcess.run([Fixtures.workflow.appending(path: "Sources").path], in: Fixtures.root)
        let prefix = Fixtures.workflow.path + "/"
        let lines = absolute.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix(prefix) })
        #expect(absolute.standardOutput.replacingOccurrences(of: prefix, with: "") == relative.standardOutput)
    }

    @Test func relativePathsAreRelativeToTheWorkingDirectory() throws {
        let run = try InjectLintProcess.run(["--relative-paths", "Workflow/Sources"], in: Fixtures.root)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("Workflow/Sources/") })
    }
}
