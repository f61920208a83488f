import InjectDiagnostics

/// Why `.inject-lint.json` (or the file given to `--config`) could not be used. The run stops with exit status 2.
///
/// Every message is a compiler-style line that names the file (and the line and column when known), says what is
/// wrong, and how to fix it:
///
/// ```
/// /pkg/.inject-lint.json:3:5: error: unknown rule 'cylce' in "rules"; did you mean 'cycle'? Valid rules: cycle, …
/// ```
public enum ConfigurationError: Error, Equatable, Sendable {
    /// The file given to `--config` does not exist.
    case fileNotFound(path: String)
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file is not valid JSON.
    case invalidJSON(path: String, line: Int, column: Int, problem: String)
    /// The document is valid JSON but not an object.
    case notAnObject(path: String, found: String)
    /// A top-level key this version does not know.
    case unknownKey(path: String, key: String, line: Int, column: Int, suggestion: String?)
    /// The same key twice in one object: which one wins would be a guess.
    case duplicateKey(path: String, key: String, line: Int, column: Int)
    /// A key whose value has the wrong JSON type.
    case wrongType(path: String, key: String, line: Int, column: Int, expected: String, found: String)
    /// A rule id under `"rules"` that the linter does not have.
    case unknownRule(path: String, rule: String, line: Int, column: Int, suggestion: String?, validRules: [String])
    /// A rule setting other than `"error"`, `"warning"` or `"off"`; `value` is as shown (`"fatal"`, `a boolean`).
    case invalidSetting(path: String, rule: String, value: String, line: Int, column: Int)

    /// The keys a configuration file may contain, in the order the documentation lists them.
    public static let validKeys = [
        "include", "exclude", "featureRoots", "featureModuleNames", "rules", "modulesReexportingInject", "defines",
        "undecided", "manifest", "writesManifest", "packages", "packageFolders",
    ]

    /// The full compiler-style message.
    public var message: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): error: configuration file not found; check the path given to --config"
        case .unreadable(let path, let reason):
            return "\(path): error: cannot read the configuration file (\(reason)); check that it is a readable file"
        case .invalidJSON(let path, let line, let column, let problem):
            return "\(path):\(line):\(column): error: the configuration is not valid JSON: \(problem)"
        case .notAnObject(let path, let found):
            return "\(path):1:1: error: the configuration must be a JSON object such as "
                + #"{"rules": {"unused-registration": "warning"}}, found \#(found)"#
        case .unknownKey(let path, let key, let line, let column, let suggestion):
            return "\(path):\(line):\(column): error: unknown key \"\(key)\" in the configuration"
                + SuggestionPolicy.didYouMean(suggestion, quote: "\"")
                + " Valid keys: \(Self.validKeys.joined(separator: ", "))"
        case .duplicateKey(let path, let key, let line, let column):
            return "\(path):\(line):\(column): error: the key \"\(key)\" appears more than once; keep only one"
        case .wrongType(let path, let key, let line, let column, let expected, let found):
            return "\(path):\(line):\(column): error: \"\(key)\" must be \(expected), found \(found)"
        case .unknownRule(let path, let rule, let line, let column, let suggestion, let validRules):
            return "\(path):\(line):\(column): error: unknown rule '\(rule)' in \"rules\""
                + SuggestionPolicy.didYouMean(suggestion)
                + " Valid rules: \(validRules.joined(separator: ", "))"
        case .invalidSetting(let path, let rule, let value, let line, let column):
            return "\(path):\(line):\(column): error: rule '\(rule)' is set to \(value); "
                + #"use "error", "warning" or "off""#
        }
    }
}
