import Foundation
import Testing

/// `.inject-lint.json` is found from the scanned path upward; its include, exclude and rule settings apply; a broken
/// one stops the run with a message naming the file, the line and column, and the fix.
@Suite("Configuration")
struct ConfigurationTests {
    @Test func invalidJSONNamesTheFileLineAndColumn() throws {
        let run = try InjectLintProcess.run(["."], in: Fixtures.brokenJSON)
        let file = Fixtures.brokenJSON.appending(path: ".inject-lint.json").path
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "\(file):4:3: error: the configuration is not valid JSON: expected a key in double quotes, found '}'\n"
        )
    }

    @Test func unknownRuleSuggestsTheClosestAndListsAll() throws {
        let run = try InjectLintProcess.run(["."], in: Fixtures.unknownRule)
        let file = Fixtures.unknownRule.appending(path: ".inject-lint.json").path
        #expect(run.status == 2)
        let message = try #require(run.standardError.split(separator: "\n").first.map(String.init))
        #expect(
            message.hasPrefix(
                "\(file):3:5: error: unknown rule 'cylce' in \"rules\"; did you mean 'cycle'? Valid rules: "))
        for rule in ["unregistered", "cycle", "duplicate-registration", "feature-import", "unused-registration"] {
            #expect(message.contains(rule), "the valid rules do not list \(rule)")
        }
    }

    @Test func explicitConfigFileIsUsedInsteadOfTheSearch() throws {
        // The Clean tree is fine; the broken file given with --config must still be read and rejected.
        let broken = Fixtures.unknownRule.appending(path: ".inject-lint.json").path
        let run = try InjectLintProcess.run(["--config", broken, "Sources"], in: Fixtures.clean)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("\(broken):3:5: error: unknown rule 'cylce'"))
    }

    @Test func missingExplicitConfigFileIsAnError() throws {
        let run = try InjectLintProcess.run(["--config", "nope.json", "Sources"], in: Fixtures.clean)
        let file = Fixtures.clean.appending(path: "nope.json").path
        #expect(run.status == 2)
        #expect(
            run.standardError == "\(file): error: configuration file not found; check the path given to --config\n")
    }

    @Test func includeExcludeAndSeveritiesApply() throws {
        // Configured/.inject-lint.json: include Sources, exclude Sources/Generated, unregistered → warning,
        // duplicate-registration → off. Linting the whole tree must report only Sources/app, as warnings.
        let run = try InjectLintProcess.run(["--reporter", "json", "--relative-paths", "."], in: Fixtures.configured)
        #expect(run.status == 0)
        let diagnostics = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            #expect(diagnostic["path"] as? String == "Sources/app/main.swift")
            #expect(diagnostic["severity"] as? String == "warning")
            #expect(diagnostic["rule"] as? String == "unregistered")
        }
        #expect(run.standardError.contains(" in 1 file "), "only Sources/app/main.swift is included and not excluded")
    }

    @Test func configurationIsFoundFromTheScannedPathUpward() throws {
        // Scanning a subfolder from elsewhere still picks up Configured/.inject-lint.json (unregistered → warning).
        let run = try InjectLintProcess.run(
            [Fixtures.configured.appending(path: "Sources/app").path], in: Fixtures.root)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains(": warning: "))
    }
}
