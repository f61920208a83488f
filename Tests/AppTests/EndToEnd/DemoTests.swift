import Foundation
import Testing

@Suite("inject-workflow demo")
struct DemoTests {
    /// The README's first command, on the real clock as a new user runs it.
    @Test func runsTheWholeWorkflowInAFreshDirectoryAndLeavesItsFilesThere() throws {
        var sandbox = try AppSandbox()
        defer { sandbox.remove() }
        sandbox.environment["WORKFLOW_NOW"] = nil
        sandbox.environment["TMPDIR"] = sandbox.root.path
        let run = try sandbox.run(["demo"])
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.errorOutput.isEmpty)
        for step in [
            "$ inject-workflow candidates add", "$ inject-workflow candidates move c1 interview",
            "$ inject-workflow events schedule c1",
            "$ inject-workflow email compose c2", "$ inject-workflow email send d2", "$ inject-workflow events export",
            "$ inject-workflow candidates timeline c1",
        ] {
            #expect(run.output.contains(step), "the demo shows '\(step)'")
        }

        let firstLine = try #require(run.output.split(separator: "\n").first)
        let directory = try #require(firstLine.split(separator: " ").last.map(String.init))
        #expect(directory.hasPrefix(sandbox.root.path), "a fresh directory under TMPDIR, not the user's data")
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataDirectory), "the user's data was not touched")
        let outbox = try FileManager.default.contentsOfDirectory(atPath: "\(directory)/outbox")
        #expect(
            outbox.filter { $0.hasSuffix(".eml") }.count == 3, "the invitation, Grace's email, the moved invitation")
        let calendar = try String(contentsOfFile: "\(directory)-interviews.ics", encoding: .utf8)
        #expect(calendar.hasPrefix("BEGIN:VCALENDAR"))
        #expect(FileManager.default.fileExists(atPath: "\(directory)/workflow.sqlite"))
    }

    @Test func twoDemosNeverShareADirectory() throws {
        var sandbox = try AppSandbox()
        defer { sandbox.remove() }
        sandbox.environment["TMPDIR"] = sandbox.root.path
        let first = try sandbox.run(["demo"])
        let second = try sandbox.run(["demo"])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.output.split(separator: "\n").first != second.output.split(separator: "\n").first)
        #expect(second.output.contains("\nc1\n"), "the second demo starts from an empty directory")
    }
}
