import Testing

@Suite("Usage errors")
struct UsageErrorTests {
    @Test(
        arguments: [
            (
                ["cnadidates", "list"], "error: unknown feature or command 'cnadidates'",
                "hint: did you mean 'candidates'?"
            ),
            (["grahp"], "error: unknown feature or command 'grahp'", "hint: did you mean 'graph'?"),
            (
                ["candidates", "shwo", "c1"], "error: unknown command 'shwo' for feature 'candidates'",
                "hint: did you mean 'inject-workflow candidates show'?"
            ),
            (
                ["candidates", "list", "--srot", "name"],
                "error: unknown option '--srot' for 'inject-workflow candidates list'",
                "hint: did you mean '--sort'?"
            ),
            (
                ["events", "schedule", "c1"], "error: missing required option",
                "hint: usage: inject-workflow events schedule"
            ),
            (
                ["candidates", "show", "c1", "c2"],
                "error: unexpected argument 'c2' for 'inject-workflow candidates show'",
                "hint: 'inject-workflow candidates show' takes <id>"
            ),
            (["--data-dir"], "error: option '--data-dir' needs a value", "hint: write --data-dir <dir>"),
        ] as [([String], String, String)])
    func exit64WithAMessageNamingTheBadArgument(arguments: [String], message: String, hint: String) throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let run = try sandbox.run(arguments)
        #expect(run.status == 64)
        let lines = run.errorOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(message) == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix(hint) == true, "\(lines)")
        #expect(run.output.isEmpty)
    }

    @Test func helpWorksAtEveryLevelAndExitsZero() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        for (arguments, expected) in [
            (["--help"], "inject-workflow: a recruiting workflow built from feature modules on Inject"),
            (["candidates", "--help"], "USAGE: inject-workflow candidates <command> [options]"),
            (
                ["candidates", "add", "--help"],
                "USAGE: inject-workflow candidates add --name <name> --email <email> --role <role>"
            ),
            (["events", "schedule", "--help"], "USAGE: inject-workflow events schedule <candidate-id>"),
            (["graph", "--help"], "USAGE: inject-workflow graph [--format <format>]"),
            (["email", "send", "d1", "-h"], "USAGE: inject-workflow email send <draft-id>"),
        ] {
            let run = try sandbox.run(arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.output.hasPrefix(expected), "\(arguments): \(run.output)")
        }
    }

    @Test func aMalformedClockIsAUsageErrorNamingTheVariable() throws {
        var sandbox = try AppSandbox()
        defer { sandbox.remove() }
        sandbox.environment["WORKFLOW_NOW"] = "tomorrow"
        let run = try sandbox.run(["candidates", "list"])
        #expect(run.status == 64)
        #expect(run.errorOutput.hasPrefix("error: WORKFLOW_NOW is set to 'tomorrow'"))
    }

    @Test func dataDirCanBeGivenBeforeOrAfterTheCommand() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let other = sandbox.root.appendingPathComponent("other").path
        let add = try sandbox.run([
            "--data-dir", other, "candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA",
        ])
        #expect(add.status == 0, "\(add.errorOutput)")
        let list = try sandbox.run(["candidates", "list", "--json", "--data-dir=\(other)"])
        #expect(list.output.contains("ada@example.com"))
        let elsewhere = try sandbox.run(["candidates", "list", "--json"])
        #expect(!elsewhere.output.contains("ada@example.com"), "the default data directory was not used")
    }
}
