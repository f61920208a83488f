import InjectDiagnostics

/// Command-line parsing, driven by one table: each option's name, value, help text and effect live together, so
/// `--help`, "did you mean" and parsing can never disagree.
extension LintOptions {
    /// One command-line option.
    struct Option: Sendable {
        var name: String
        /// The placeholder shown in `--help` when the option takes a value (`--reporter <name>`).
        var valueName: String?
        var help: String
        var apply: @Sendable (inout LintOptions, String) throws(CommandLineError) -> Void
    }

    /// Every option, in the order `--help` lists them.
    static let options: [Option] = [
        Option(
            name: "--reporter", valueName: "name",
            help: "Output format: \(Reporters.names.joined(separator: ", ")) (default: text)."
        ) { options, value throws(CommandLineError) in
            guard Reporters.named(value) != nil else {
                throw .unknownReporter(value, suggestion: SuggestionPolicy.closest(to: value, in: Reporters.names))
            }
            options.reporter = value
        },
        Option(
            name: "--config", valueName: "file",
            help: "Configuration file to use instead of the .inject-lint.json found from the first path upward."
        ) { options, value in options.configurationPath = value },
        Option(
            name: "--define", valueName: "condition",
            help: "Evaluate #if as the compiler would with this condition true (repeatable): DEBUG, os(iOS), "
                + "canImport(UIKit). Undefined flags are false; without --define every branch is read."
        ) { options, value throws(CommandLineError) in
            guard BuildConditions.isValidSpelling(value) else { throw .invalidCondition(option: "--define", value) }
            options.defines.append(value)
        },
        Option(
            name: "--undecided", valueName: "condition",
            help: "A condition whose value is not known: its #if reads every branch (repeatable)."
        ) { options, value throws(CommandLineError) in
            guard BuildConditions.isValidSpelling(value) else {
                throw .invalidCondition(option: "--undecided", value)
            }
            options.undecided.append(value)
        },
        Option(
            name: "--relative-paths", valueName: nil,
            help: "Print paths relative to the current directory (default: absolute)."
        ) { options, _ in options.relativePaths = true },
        Option(name: "--quiet", valueName: nil, help: "Do not print the summary line on standard error.") {
            options, _ in options.quiet = true
        },
        Option(
            name: "--output", valueName: "file",
            help: "Also write an empty generated Swift file there (the build-tool plugin's declared output)."
        ) { options, value in options.outputPath = value },
        Option(
            name: "--manifest", valueName: "file",
            help: "Judge injections as if the registrations this manifest records were in the sources (a feature "
                + "package checked without its composition root; replaces \"manifest\" in .inject-lint.json)."
        ) { options, value in options.manifestPath = value },
        Option(
            name: "--emit-manifest", valueName: "file",
            help: "Also write what the linted sources register (types, names, scopes, where) to this JSON file, "
                + "sorted; it is rewritten only when its contents change."
        ) { options, value in options.emitManifestPath = value },
        Option(
            name: "--check-manifest", valueName: "file",
            help: "Fail (exit 1) when this manifest no longer lists what the linted sources register (the "
                + "composition root's checked-in manifest)."
        ) { options, value in options.checkManifestPath = value },
        Option(name: "--list-rules", valueName: nil, help: "List the rules with their default severity and exit.") {
            options, _ in options.action = .listRules
        },
        Option(name: "--version", valueName: nil, help: "Print the version and exit.") { options, _ in
            options.action = .version
        },
        Option(name: "--help", valueName: nil, help: "Show this help and exit.") { options, _ in
            options.action = .help
        },
    ]

    /// Parses the arguments after the program name. `-h` is `--help`; `--name=value` and `--name value` are both
    /// accepted; everything after `--` is a path, even when it starts with `-`.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> LintOptions {
        try parse(received: arguments.map(DiskPath.init))
    }

    /// Parses arguments as the process received them, as bytes: a path to lint that is not valid UTF-8 keeps its
    /// bytes (a shell glob can hand one over), while an option or its value must be valid UTF-8.
    static func parse(received arguments: [DiskPath]) throws(CommandLineError) -> LintOptions {
        var result = LintOptions()
        var index = 0
        var onlyPathsFollow = false
        while index < arguments.count {
            let given = arguments[index]
            let argument = given.text
            index += 1
            if onlyPathsFollow || !argument.hasPrefix("-") || argument == "-" {
                result.paths.append(given)
                continue
            }
            if argument == "--" {
                onlyPathsFollow = true
                continue
            }
            let (name, inlineValue) = split(argument == "-h" ? "--help" : argument)
            guard let option = options.first(where: { $0.name == name }) else {
                throw .unknownOption(name, suggestion: SuggestionPolicy.closest(to: name, in: options.map(\.name)))
            }
            if option.valueName == nil {
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                try option.apply(&result, "")
                continue
            }
            let value: DiskPath
            if inlineValue != nil {
                value = given
            } else if index < arguments.count, !arguments[index].text.hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(option: name, valueName: option.valueName!)
            }
            // Option values are compared, printed and opened as text (`--config`, `--output`): U+FFFD in place of
            // a stray byte would silently name another file.
            guard value.invalidUTF8Bytes == nil else { throw .valueNotUTF8(option: name, inlineValue ?? value.text) }
            try option.apply(&result, inlineValue ?? value.text)
        }
        return result
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
