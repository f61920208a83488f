import Testing

/// Usage mistakes are explained, with "did you mean" and the valid choices, and exit with status 2.
@Suite("Command line")
struct CommandLineTests {
    static let usage =
        "usage: inject-lint [<path> ...] [--reporter <name>] [--config <file>] [--define <condition> ...] "
        + "[--manifest <file>] [--emit-manifest <file>] [--check-manifest <file>] [--relative-paths] [--quiet]\n"
        + "Run 'inject-lint --help' for more.\n"

    @Test func unknownReporterSuggestsTheClosestAndListsAll() throws {
        let run = try InjectLintProcess.run(["--reporter", "jsno", "Sources"], in: Fixtures.clean)
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "error: unknown reporter 'jsno'; did you mean 'json'? Valid reporters: text, json, sarif, github\n"
                + Self.usage)
    }

    @Test func unknownReporterWithNothingCloseStillListsAll() throws {
        let run = try InjectLintProcess.run(["--reporter=checkstyle"], in: Fixtures.clean)
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix(
                "error: unknown reporter 'checkstyle'. Valid reporters: text, json, sarif, github\n"))
    }

    @Test func unknownOptionSuggestsTheClosest() throws {
        let run = try InjectLintProcess.run(["--relative-path", "Sources"], in: Fixtures.clean)
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix(
                "error: unknown option '--relative-path'; did you mean '--relative-paths'? Valid options: --reporter, "
                    + "--config, --define, --undecided, --relative-paths, --quiet, --output, --manifest, --emit-manifest, "
                    + "--check-manifest, --list-rules, --version, --help\n"))
    }

    @Test func optionWithoutItsValueIsAnError() throws {
        let run = try InjectLintProcess.run(["Sources", "--reporter"], in: Fixtures.clean)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: option '--reporter' needs a value; write '--reporter <name>'\n"))
    }

    @Test func helpListsEveryOptionAndReporterAndExitsZero() throws {
        let run = try InjectLintProcess.run(["--help"], in: Fixtures.clean)
        #expect(run.status == 0)
        for option in [
            "--reporter <name>", "--config <file>", "--relative-paths", "--quiet", "--list-rules", "--manifest <file>",
            "--emit-manifest <file>", "--check-manifest <file>",
        ] {
            #expect(run.standardOutput.contains(option), "--help does not mention \(option)")
        }
        #expect(run.standardOutput.contains("text, json, sarif, github"))
        for key in ["\"manifest\"", "\"packages\"", "\"packageFolders\"", "\"writesManifest\""] {
            #expect(run.standardOutput.contains(key), "--help does not mention the configuration key \(key)")
        }
    }

    @Test func versionPrintsTheVersion() throws {
        let run = try InjectLintProcess.run(["--version"], in: Fixtures.clean)
        #expect(run.status == 0)
        #expect(run.standardOutput.wholeMatch(of: /inject-lint \d+\.\d+\.\d+\n/) != nil)
    }

    @Test func listRulesShowsEveryRuleWithItsDefault() throws {
        let run = try InjectLintProcess.run(["--list-rules"], in: Fixtures.clean)
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        for (rule, setting) in [
            ("unregistered", "error"), ("cycle", "error"), ("duplicate-registration", "warning"),
            ("feature-import", "error"), ("unused-registration", "off"),
        ] {
            let line = lines.first { $0.hasPrefix(rule + " ") }
            #expect(
                line?.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first == Substring(setting))
        }
    }
}
