import InjectWorkflowCore
import Testing

@Suite("ArgumentParser")
struct ArgumentParserTests {
    static let schedule = CommandUsage(
        path: "inject-workflow events schedule", summary: "Schedule an interview",
        arguments: [
            .positional("candidate", help: "The candidate's id"),
            .option("start", help: "When it starts", isRequired: true, valueName: "date"),
            .option("duration", help: "Minutes"),
            .option("interviewer", help: "Who interviews", isRequired: true, isRepeatable: true, valueName: "email"),
            .flag("json", help: "Print JSON"),
        ])

    static let parser = ArgumentParser(usage: schedule)

    /// Command lines that parse, and what they parse to.
    @Test(
        arguments: [
            (
                ["c1", "--start", "2026-11-23T10:00", "--interviewer", "a@x.com"],
                ParsedArguments(values: [
                    "candidate": ["c1"], "start": ["2026-11-23T10:00"], "interviewer": ["a@x.com"],
                ])
            ),
            (
                ["--start=2026-11-23T10:00", "c1", "--interviewer=a@x.com", "--interviewer", "b@x.com", "--json"],
                ParsedArguments(
                    values: [
                        "candidate": ["c1"], "start": ["2026-11-23T10:00"], "interviewer": ["a@x.com", "b@x.com"],
                    ],
                    flags: ["json"])
            ),
            (
                ["--start", "s", "--interviewer", "i", "--", "--looks-like-an-option"],
                ParsedArguments(values: ["candidate": ["--looks-like-an-option"], "start": ["s"], "interviewer": ["i"]])
            ),
            (
                ["-5", "--start", "s", "--interviewer", "i", "--duration=-30"],
                ParsedArguments(values: [
                    "candidate": ["-5"], "start": ["s"], "interviewer": ["i"], "duration": ["-30"],
                ])
            ),
            (
                ["c1", "--start=", "--interviewer", "i"],
                ParsedArguments(values: ["candidate": ["c1"], "start": [""], "interviewer": ["i"]])
            ),
        ] as [([String], ParsedArguments)])
    func validCommandLinesParse(tokens: [String], expected: ParsedArguments) throws {
        #expect(try Self.parser.parse(tokens) == expected)
    }

    /// Command lines that do not parse, and the message and hint each must give.
    @Test(
        arguments: [
            (
                ["c1", "--start", "s", "--interviewer", "i", "--durattion", "5"],
                "unknown option '--durattion' for 'inject-workflow events schedule'", "did you mean '--duration'?"
            ),
            (
                ["c1", "--start", "s", "--interviewer", "i", "--colour", "red"],
                "unknown option '--colour' for 'inject-workflow events schedule'",
                "see 'inject-workflow events schedule --help' for its options"
            ),
            (
                ["c1", "-json", "--start", "s", "--interviewer", "i"],
                "unknown option '-json' for 'inject-workflow events schedule'",
                "did you mean '--json'? Options take two dashes"
            ),
            (
                ["c1", "--interviewer", "i", "--start"],
                "option '--start' needs a value",
                "write --start <date>, or --start=<date> for a value that starts with '--'"
            ),
            (
                ["c1", "--start", "--interviewer", "i"],
                "option '--start' needs a value",
                "write --start <date>, or --start=<date> for a value that starts with '--'"
            ),
            (
                ["c1", "--start", "a", "--start", "b", "--interviewer", "i"],
                "option '--start' was given twice ('a', then 'b')", "'--start' takes one value; pass it once"
            ),
            (
                ["c1", "--start", "s", "--interviewer", "i", "--json=yes"],
                "'--json' is a flag and takes no value, got '--json=yes'", "write just --json"
            ),
            (
                ["c1", "c2", "--start", "s", "--interviewer", "i"],
                "unexpected argument 'c2' for 'inject-workflow events schedule'",
                "'inject-workflow events schedule' takes <candidate>; usage: \(schedule.line)"
            ),
            (
                ["--start", "s", "--interviewer", "i"],
                "missing argument <candidate> for 'inject-workflow events schedule'", "usage: \(schedule.line)"
            ),
            (
                ["c1", "--start", "s"],
                "missing required option '--interviewer <email>' for 'inject-workflow events schedule'",
                "usage: \(schedule.line)"
            ),
        ] as [([String], String, String)])
    func invalidCommandLinesAreUsageErrorsNamingTheBadArgument(tokens: [String], message: String, hint: String) {
        let error = #expect(throws: AppError.self) { try Self.parser.parse(tokens) }
        #expect(error?.exitCode == .usage)
        #expect(error?.message == message)
        #expect(error?.hint == hint)
    }

    @Test(
        arguments: [
            (["--help"], true), (["c1", "-h"], true), (["--", "--help"], false), (["c1"], false),
            (["--start", "--help"], true),
        ] as [([String], Bool)])
    func helpIsAskedForByHelpOrHBeforeTheEndOfOptions(tokens: [String], asks: Bool) {
        #expect(ArgumentParser.asksForHelp(tokens) == asks)
    }

    @Test func usageLineListsPositionalsThenRequiredThenOptionalOptions() {
        #expect(
            Self.schedule.line
                == "inject-workflow events schedule <candidate> --start <date> --interviewer <email>... [--duration <duration>] "
                + "[--json]")
    }

    @Test func helpListsEveryArgumentWithItsHelpLineAligned() {
        #expect(
            Self.schedule.help() == """
                USAGE: \(Self.schedule.line)

                Schedule an interview

                ARGUMENTS:
                  <candidate>  The candidate's id

                OPTIONS:
                  --start <date>         When it starts (required)
                  --duration <duration>  Minutes
                  --interviewer <email>  Who interviews (required, repeatable)
                  --json                 Print JSON
                """)
    }
}
