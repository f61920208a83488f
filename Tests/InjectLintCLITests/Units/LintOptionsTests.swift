import Testing

@testable import InjectLint

/// The option table parses what `--help` documents, in every spelling it documents.
@Suite("Option parsing")
struct LintOptionsTests {
    @Test func pathsAndOptionsInAnyOrder() throws {
        let options = try LintOptions.parse(["A", "--reporter", "sarif", "B", "--relative-paths", "--quiet"])
        #expect(options.paths.map(\.text) == ["A", "B"])
        #expect(options.reporter == "sarif")
        #expect(options.relativePaths && options.quiet)
        #expect(options.action == .lint)
    }

    @Test func equalsFormAndDoubleDash() throws {
        let options = try LintOptions.parse(["--config=x.json", "--output=o.swift", "--", "--weird-folder"])
        #expect(options.configurationPath == "x.json")
        #expect(options.outputPath == "o.swift")
        #expect(options.paths.map(\.text) == ["--weird-folder"])
    }

    @Test func aPathThatIsNotValidUTF8KeepsItsBytesButAnOptionValueMustBeUTF8() throws {
        let strayByte = Array("Caf".utf8) + [0xE9]
        let options = try LintOptions.parse(received: [DiskPath(bytes: strayByte), DiskPath("--quiet")])
        #expect(options.paths.map(\.invalidUTF8Bytes) == [strayByte])
        #expect(options.paths.map(\.text) == [#"Caf\xE9"#])
        #expect(throws: CommandLineError.valueNotUTF8(option: "--config", #"Caf\xE9"#)) {
            try LintOptions.parse(received: [DiskPath("--config"), DiskPath(bytes: strayByte)])
        }
        #expect(throws: CommandLineError.valueNotUTF8(option: "--output", #"Caf\xE9"#)) {
            try LintOptions.parse(received: [DiskPath(bytes: Array("--output=".utf8) + strayByte)])
        }
    }

    @Test func definesRepeatAndBecomeBuildConditions() throws {
        let options = try LintOptions.parse(["--define", "DEBUG", "--define=os(iOS)", "--undecided", "X", "A"])
        #expect(options.defines == ["DEBUG", "os(iOS)"])
        #expect(options.buildConditions == BuildConditions(defined: ["DEBUG", "os(iOS)"], undecided: ["X"]))
        #expect(try LintOptions.parse(["A"]).buildConditions == nil)
        #expect(throws: CommandLineError.invalidCondition(option: "--define", "os(")) {
            try LintOptions.parse(["--define", "os("])
        }
    }

    @Test func defaultsAreTextAbsoluteAndNoPaths() throws {
        let options = try LintOptions.parse([])
        #expect(options == LintOptions())
        #expect(options.reporter == "text")
    }

    @Test func actions() throws {
        #expect(try LintOptions.parse(["-h"]).action == .help)
        #expect(try LintOptions.parse(["--version"]).action == .version)
        #expect(try LintOptions.parse(["--list-rules"]).action == .listRules)
    }

    @Test func mistakes() {
        #expect(throws: CommandLineError.unexpectedValue(option: "--quiet")) { try LintOptions.parse(["--quiet=yes"]) }
        #expect(throws: CommandLineError.missingValue(option: "--config", valueName: "file")) {
            try LintOptions.parse(["--config", "--quiet"])
        }
        #expect(throws: CommandLineError.unknownReporter("xml", suggestion: nil)) {
            try LintOptions.parse(["--reporter", "xml"])
        }
        #expect(throws: CommandLineError.unknownOption("-v", suggestion: nil)) { try LintOptions.parse(["-v"]) }
    }

    @Test func everyOptionIsDocumentedInHelp() {
        for option in LintOptions.options {
            #expect(HelpText.help.contains(option.name), "\(option.name) is missing from --help")
        }
    }
}
