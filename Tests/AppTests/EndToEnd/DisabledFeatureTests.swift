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
                hint: enable it with 'inject-workflow features enable events'

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

    @Test func disablingAFeatureOthersNeedIsRefusedNamingThem() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let disable = try sandbox.run(["features", "disable", "candidates"])
        #expect(disable.status == 1)
        #expect(
            disable.errorOutput == """
                error: 'candidates' was not disabled: 'email' and 'events' need it
                hint: switch them off too with 'inject-workflow features disable candidates --with-dependents', or keep \
                'candidates' enabled

                """)
        #expect(!FileManager.default.fileExists(atPath: "\(sandbox.dataDirectory)/features.json"), "nothing written")
        #expect(try sandbox.run(["events", "list"]).status == 0)
    }

    @Test func withDependentsSwitchesThemOffTooAndEnablingNeedsTheRequirementFirst() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let flagsPath = "\(sandbox.dataDirectory)/features.json"
        let disable = try sandbox.run(["features", "disable", "candidates", "--with-dependents"])
        #expect(disable.status == 0, "\(disable.errorOutput)")
        #expect(disable.output == "Disabled 'candidates', 'email' and 'events' in \(flagsPath)\n")
        #expect(disable.errorOutput.isEmpty, "the graph of what is left is fine: \(disable.errorOutput)")
        #expect(try sandbox.run(["email", "outbox"]).status == 64, "email is off")

        let enable = try sandbox.run(["features", "enable", "events"])
        #expect(enable.status == 1)
        #expect(
            enable.errorOutput == """
                error: 'events' was not enabled: it needs 'candidates', which is disabled
                hint: enable it first: 'inject-workflow features enable candidates'

                """)
        #expect(try sandbox.run(["features", "enable", "candidates"]).status == 0)
        #expect(try sandbox.run(["features", "enable", "events"]).status == 0)
        #expect(try sandbox.run(["events", "list"]).status == 0)
        #expect(try sandbox.run(["features", "enable", "email", "--with-dependents"]).status == 64)
    }

    @Test func aHandEditedFlagsFileThatBreaksARequirementIsExplainedInASentence() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "list"])
        let flagsPath = "\(sandbox.dataDirectory)/features.json"
        try Data(#"{"candidates": false}"#.utf8).write(to: URL(fileURLWithPath: flagsPath))
        let expected = """
            error: \(flagsPath) switches off 'candidates', which 'email' and 'events' need, so no feature command can run
            hint: enable it again with 'inject-workflow features enable candidates', or switch off what needs it with 'inject-workflow \
            features disable candidates --with-dependents'

            """
        for words in [["events", "list"], ["email", "outbox"], ["events", "schedule", "c1"]] {
            let run = try sandbox.run(words)
            #expect(run.status == 65, "\(words)")
            #expect(run.errorOutput == expected, "\(words)")
            #expect(run.output.isEmpty)
        }
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 1)
        #expect(doctor.output.contains(expected.dropLast()), "doctor says it too: \(doctor.output)")
        #expect(doctor.output.contains("[unregistered]"), "and keeps the analyser's report for developers")

        #expect(try sandbox.run(["features", "enable", "candidates"]).status == 0)
        #expect(try sandbox.run(["events", "list"]).status == 0)
    }
}
