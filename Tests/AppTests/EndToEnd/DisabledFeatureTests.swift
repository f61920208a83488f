import Foundation
import Testing

@Suite("A disabled feature")
struct DisabledFeatureTests {
    @Test func itsCommandsDisappearWithAMessageNamingTheFlagsFile() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let disable = try sandbox.run(["features", "disable", "events"])
        #expect(disable.status == 0)
        let flagsPath = "\(sandbox.dataDirectory)/features.json"
        #expect(disable.output == "Disabled 'events' in \(flagsPath)\n")

        let run = try sandbox.run(["events", "list"])
        #expect(run.status == 64)
        #expect(
            run.errorOutput == """
                error: feature 'events' is disabled in \(flagsPath)
                hint: enable it with 'app features enable events'

                """)
        let help = try sandbox.run(["--help"])
        #expect(!help.output.contains("  events "), "the feature list leaves it out")
        #expect(help.output.contains("Disabled in features.json: events"))
    }

    @Test func featuresThatUseItOptionallyKeepWorking() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"])
        try sandbox.run(["features", "disable", "events"])
        let move = try sandbox.run(["candidates", "move", "c1", "screening"])
        #expect(move.status == 0, "\(move.errorOutput)")
        let timeline = try sandbox.run(["candidates", "timeline", "c1"])
        #expect(timeline.status == 0, "\(timeline.errorOutput)")
        #expect(timeline.output.contains("screening"))
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 0, "the graph without events is still valid: \(doctor.output)")
    }

    @Test func enablingItAgainBringsItsCommandsBack() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["features", "disable", "events"])
        try sandbox.run(["features", "enable", "events"])
        #expect(try sandbox.run(["events", "list"]).status == 0)
        let features = try sandbox.run(["features", "--json"])
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(features.output.utf8)) as? [[String: Any]])
        #expect(entries.allSatisfy { $0["enabled"] as? Bool == true })
    }

    @Test func disablingAFeatureOthersNeedWarnsAndTheGateThenRefusesTheirCommands() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let disable = try sandbox.run(["features", "disable", "candidates"])
        #expect(disable.status == 0, "the flag is written anyway")
        #expect(disable.errorOutput.hasPrefix("warning: with 'candidates' disabled the dependency graph has "))
        #expect(disable.errorOutput.contains("'app features enable candidates' undoes this"))

        let run = try sandbox.run(["events", "list"])
        #expect(run.status == 70)
        #expect(run.errorOutput.contains("[unregistered]"), "the analyser's report: \(run.errorOutput)")
        #expect(run.errorOutput.contains("error: the dependency graph has"))
        #expect(run.output.isEmpty)

        #expect(try sandbox.run(["features", "enable", "candidates"]).errorOutput.isEmpty)
        #expect(try sandbox.run(["events", "list"]).status == 0)
    }
}
