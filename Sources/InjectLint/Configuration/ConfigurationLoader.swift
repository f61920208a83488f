import InjectDiagnostics

/// Reads `.inject-lint.json` into a ``LintConfiguration``, rejecting anything it does not understand.
///
/// The file is a JSON object; every key is optional, and paths are relative to the file's directory:
///
/// ```json
/// {
///   "include": ["Sources"],
///   "manifest": "../../App/inject-manifest.json",
///   "writesManifest": { "target": "App", "path": "inject-manifest.json" },
///   "packages": { "include": ["vendorkit"], "exclude": ["legacy"] },
///   "packageFolders": ["Packages/Profile"],
///   "exclude": ["Sources/Generated"],
///   "featureRoots": ["Sources/Features"],
///   "featureModuleNames": { "Candidates": "AcmeCandidates" },
///   "rules": { "unused-registration": "warning", "duplicate-registration": "error" },
///   "modulesReexportingInject": ["AppCore"],
///   "defines": ["DEBUG", "os(iOS)"]
/// }
/// ```
///
/// Unknown keys and rule ids are errors (with a "did you mean"), not silently ignored: a typo in a
/// configuration that quietly does nothing is worse than no configuration.
enum ConfigurationLoader {
    /// The file name looked for in the scanned directory and its parents.
    static let fileName = ".inject-lint.json"

    /// Loads the configuration file at `path`; relative paths inside it resolve against its directory.
    static func load(path: String, knownRules: [String]) throws(ConfigurationError) -> LintConfiguration {
        let bytes: [UInt8]
        switch FileSystem.kind(atPath: path) {
        case nil: throw .fileNotFound(path: path)
        case .directory: throw .unreadable(path: path, reason: "it is a directory")
        case .file, .other:
            do { bytes = try FileSystem.readBytes(atPath: path) } catch {
                throw .unreadable(path: path, reason: error.reason)
            }
        }
        return try parse(bytes, path: path, rootDirectory: Path.directory(of: path), knownRules: knownRules)
    }

    /// Parses the bytes of a configuration file. `path` is only used in messages.
    static func parse(
        _ bytes: [UInt8],
        path: String,
        rootDirectory: String,
        knownRules: [String]
    ) throws(ConfigurationError) -> LintConfiguration {
        let document: JSONNode
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(path: path, line: error.line, column: error.column, problem: error.problem)
        }
        guard case .object(let members) = document.value else {
            throw .notAnObject(path: path, found: document.kindDescription)
        }
        var configuration = LintConfiguration(rootDirectory: rootDirectory)
        try rejectDuplicates(members.map(\.key), path: path)
        for (key, value) in members {
            switch key.text {
            case "include": configuration.includedPaths = try paths(value, key: key.text, path: path)
            case "exclude": configuration.excludedPaths = try paths(value, key: key.text, path: path)
            case "featureRoots": configuration.featureRoots = try paths(value, key: key.text, path: path)
            case "featureModuleNames": configuration.featureModuleNames = try moduleNames(value, path: path)
            case "rules": configuration.ruleSettings = try rules(value, path: path, knownRules: knownRules)
            case "defines", "undecided":
                let names = try conditions(value, key: key.text, path: path)
                let given = key.text == "defines" ? BuildConditions(defined: names) : BuildConditions(undecided: names)
                configuration.buildConditions = configuration.buildConditions?.merging(given) ?? given
            case "manifest":
                configuration.manifestPath = Path.absolute(
                    try string(value, key: key.text, path: path), relativeTo: rootDirectory)
            case "writesManifest", "packages", "packageFolders":
                try checkPluginKey(key.text, value, path: path)
                configuration.pluginKeys.insert(key.text)
            case "modulesReexportingInject":
                configuration.modulesReexportingInject = try paths(
                    value, key: key.text, path: path, expected: "an array of module names such as [\"AppCore\"]")
            default:
                throw .unknownKey(
                    path: path, key: key.text, line: key.line, column: key.column,
                    suggestion: SuggestionPolicy.closest(to: key.text, in: ConfigurationError.validKeys)
                )
            }
        }
        return configuration
    }

    static func rejectDuplicates(_ keys: [JSONNode.Key], path: String) throws(ConfigurationError) {
        var seen: Set<String> = []
        for key in keys where !seen.insert(key.text).inserted {
            throw .duplicateKey(path: path, key: key.text, line: key.line, column: key.column)
        }
    }

    static func paths(
        _ node: JSONNode, key: String, path: String, expected: String = "an array of paths such as [\"Sources\"]"
    ) throws(ConfigurationError) -> [String] {
        guard case .array(let elements) = node.value else {
            throw .wrongType(
                path: path, key: key, line: node.line, column: node.column, expected: expected,
                found: node.kindDescription)
        }
        var result: [String] = []
        for element in elements {
            guard case .string(let text) = element.value, !text.isEmpty else {
                throw .wrongType(
                    path: path, key: key, line: element.line, column: element.column, expected: expected,
                    found: element.kindDescription == "a string" ? "an empty string" : element.kindDescription)
            }
            result.append(text)
        }
        return result
    }

    private static func conditions(_ node: JSONNode, key: String, path: String) throws(ConfigurationError) -> [String] {
        let expected = "an array of compilation conditions such as [\"DEBUG\", \"os(iOS)\"]"
        let names = try paths(node, key: key, path: path, expected: expected)
        guard case .array(let elements) = node.value else { return names }
        for (element, name) in zip(elements, names) where !BuildConditions.isValidSpelling(name) {
            throw .wrongType(
                path: path, key: key, line: element.line, column: element.column, expected: expected,
                found: "\"\(name)\"")
        }
        return names
    }

    /// `"featureModuleNames"`: an object from feature folder names to module names, both non-empty strings.
    private static func moduleNames(_ node: JSONNode, path: String) throws(ConfigurationError) -> [String: String] {
        let key = "featureModuleNames"
        let expected = #"an object from feature folders to module names such as {"Candidates": "AcmeCandidates"}"#
        guard case .object(let members) = node.value else {
            throw .wrongType(
                path: path, key: key, line: node.line, column: node.column, expected: expected,
                found: node.kindDescription)
        }
        try rejectDuplicates(members.map(\.key), path: path)
        var names: [String: String] = [:]
        for (folder, value) in members {
            guard !folder.text.isEmpty, case .string(let module) = value.value, !module.isEmpty else {
                throw .wrongType(
                    path: path, key: key, line: value.line, column: value.column, expected: expected,
                    found: folder.text.isEmpty ? "an empty folder name" : value.kindDescription)
            }
            names[folder.text] = module
        }
        return names
    }

    private static func rules(
        _ node: JSONNode,
        path: String,
        knownRules: [String]
    ) throws(ConfigurationError) -> [String: LintConfiguration.RuleSetting] {
        guard case .object(let members) = node.value else {
            throw .wrongType(
                path: path, key: "rules", line: node.line, column: node.column,
                expected: #"an object of rule settings such as {"cycle": "error"}"#, found: node.kindDescription)
        }
        try rejectDuplicates(members.map(\.key), path: path)
        var settings: [String: LintConfiguration.RuleSetting] = [:]
        for (key, value) in members {
            guard knownRules.contains(key.text) else {
                throw .unknownRule(
                    path: path, rule: key.text, line: key.line, column: key.column,
                    suggestion: SuggestionPolicy.closest(to: key.text, in: knownRules), validRules: knownRules)
            }
            guard case .string(let text) = value.value, let setting = LintConfiguration.RuleSetting(rawValue: text)
            else {
                let shown: String =
                    if case .string(let text) = value.value { "\"\(text)\"" } else { value.kindDescription }
                throw .invalidSetting(path: path, rule: key.text, value: shown, line: value.line, column: value.column)
            }
            settings[key.text] = setting
        }
        return settings
    }
}
