import Testing

@testable import InjectLint

/// Every way a configuration can be wrong is an error with the file, line, column and fix; every valid key lands in
/// the configuration.
@Suite("Configuration loader")
struct ConfigurationLoaderTests {
    static let rules = ["unregistered", "cycle", "duplicate-registration", "feature-import", "unused-registration"]

    static func load(_ text: String) throws(ConfigurationError) -> LintConfiguration {
        try ConfigurationLoader.parse(
            Array(text.utf8), path: "/p/.inject-lint.json", rootDirectory: "/p", knownRules: rules)
    }

    static func message(_ text: String) -> String? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try Self.load(
            """
            {"include": ["Sources"], "exclude": ["Sources/Generated"], "featureRoots": ["Modules"],
             "rules": {"cycle": "warning", "unused-registration": "error", "feature-import": "off"}}
            """)
        #expect(
            configuration
                == LintConfiguration(
                    rootDirectory: "/p", includedPaths: ["Sources"], excludedPaths: ["Sources/Generated"],
                    featureRoots: ["Modules"],
                    ruleSettings: ["cycle": .warning, "unused-registration": .error, "feature-import": .off]))
    }

    @Test func definesAndUndecidedBecomeBuildConditions() throws {
        let configuration = try Self.load(#"{"defines": ["DEBUG", "os( iOS )"], "undecided": ["FEATURE_X"]}"#)
        #expect(
            configuration.buildConditions
                == BuildConditions(defined: ["DEBUG", "os(iOS)"], undecided: ["FEATURE_X"]))
        #expect(try Self.load("{}").buildConditions == nil)
        #expect(try Self.load(#"{"defines": []}"#).buildConditions == BuildConditions())
    }

    @Test func emptyObjectKeepsTheDefaults() throws {
        #expect(try Self.load("{}") == LintConfiguration(rootDirectory: "/p"))
    }

    @Test func unknownKeySuggestsTheClosest() {
        #expect(
            Self.message(#"{"exlude": []}"#)
                == #"/p/.inject-lint.json:1:2: error: unknown key "exlude" in the configuration; did you mean "exclude"? "#
                + "Valid keys: include, exclude, featureRoots, featureModuleNames, rules, modulesReexportingInject, defines, "
                + "undecided, manifest, writesManifest, packages, packageFolders"
        )
    }

    @Test func wrongTypesSayWhatWasExpected() {
        #expect(
            Self.message(#"{"include": "Sources"}"#)
                == #"/p/.inject-lint.json:1:13: error: "include" must be an array of paths such as ["Sources"], "#
                + "found a string")
        #expect(
            Self.message(#"{"exclude": ["a", 3]}"#)
                == #"/p/.inject-lint.json:1:19: error: "exclude" must be an array of paths such as ["Sources"], "#
                + "found a number")
        #expect(
            Self.message(#"{"rules": ["cycle"]}"#)
                == #"/p/.inject-lint.json:1:11: error: "rules" must be an object of rule settings such as "#
                + #"{"cycle": "error"}, found an array"#)
    }

    @Test func invalidSettingListsTheValidOnes() {
        #expect(
            Self.message(#"{"rules": {"cycle": "fatal"}}"#)
                == #"/p/.inject-lint.json:1:21: error: rule 'cycle' is set to "fatal"; use "error", "warning" or "off""#
        )
        #expect(
            Self.message(#"{"rules": {"cycle": false}}"#)
                == #"/p/.inject-lint.json:1:21: error: rule 'cycle' is set to a boolean; use "error", "warning" or "off""#
        )
    }

    @Test func duplicateKeysAreRejected() {
        #expect(
            Self.message(#"{"rules": {}, "rules": {}}"#)
                == #"/p/.inject-lint.json:1:15: error: the key "rules" appears more than once; keep only one"#)
    }

    @Test func documentMustBeAnObject() {
        #expect(
            Self.message("[]")
                == #"/p/.inject-lint.json:1:1: error: the configuration must be a JSON object such as "#
                + #"{"rules": {"unused-registration": "warning"}}, found an array"#)
    }
}
