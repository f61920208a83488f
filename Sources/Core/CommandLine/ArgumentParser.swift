/// Parses one command's arguments against its ``ArgumentSpec``s: the whole grammar as a table walk.
///
/// Accepted forms: `--name value`, `--name=value`, `--flag`, positionals in declaration order, repeated
/// values for repeatable options, and `--` after which everything is positional. Every mistake is a usage
/// error (exit 64) that names the bad argument and, for an unknown option, suggests the closest one.
///
/// ```swift
/// let parser = ArgumentParser(usage: CommandUsage(path: "inject-workflow candidates show", summary: "…", arguments: [
///     .positional("id", help: "The candidate's id"), .flag("json", help: "Print JSON"),
/// ]))
/// let parsed = try parser.parse(["c1", "--json"])
/// parsed.value("id")    // "c1"
/// parsed.flag("json")   // true
/// ```
public struct ArgumentParser: Sendable {
    /// The command being parsed: its specs, and its path and usage line for error messages.
    public var usage: CommandUsage

    /// A parser for the command `usage` describes: `ArgumentParser(usage: usage).parse(arguments)`.
    public init(usage: CommandUsage) {
        self.usage = usage
    }

    /// Whether `tokens` ask for help (`--help` or `-h` before any `--`), which wins over every other check.
    public static func asksForHelp(_ tokens: [String]) -> Bool {
        for token in tokens {
            if token == "--" { return false }
            if token == "--help" || token == "-h" { return true }
        }
        return false
    }

    /// The parsed arguments, or a usage error naming what is wrong.
    public func parse(_ tokens: [String]) throws(AppError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var positionalValues: [String] = []
        var index = 0
        var optionsEnded = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if optionsEnded || !Self.looksLikeOption(token) {
                positionalValues.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            guard token.hasPrefix("--") else { throw unknownOption(token) }
            let body = token.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let spec = usage.arguments.first(where: { $0.name == name && $0.kind != .positional }) else {
                throw unknownOption("--\(name)")
            }
            switch spec.kind {
            case .flag:
                if let inlineValue {
                    throw .usage(
                        "'--\(name)' is a flag and takes no value, got '--\(name)=\(inlineValue)'",
                        hint: "write just --\(name)")
                }
                parsed.flags.insert(name)
            case .option:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < tokens.count, !tokens[index].hasPrefix("--") {
                    value = tokens[index]
                    index += 1
                } else {
                    throw .usage(
                        "option '--\(name)' needs a value",
                        hint: "write --\(name) <\(spec.valueName)>, or --\(name)=<\(spec.valueName)> for a value "
                            + "that starts with '--'")
                }
                if let earlier = parsed.values[name]?.last, !spec.isRepeatable {
                    throw .usage(
                        "option '--\(name)' was given twice ('\(earlier)', then '\(value)')",
                        hint: "'--\(name)' takes one value; pass it once")
                }
                parsed.values[name, default: []].append(value)
            case .positional:
                break  // excluded by the lookup above
            }
        }
        try assignPositionals(positionalValues, to: &parsed)
        try checkRequiredOptions(parsed)
        return parsed
    }

    /// `-x` and `--x` are options; `-` alone (a common name for standard input) and `-5` are values.
    private static func looksLikeOption(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token.count > 1 else { return false }
        if token.hasPrefix("--") { return true }
        return !(token.dropFirst().first?.isNumber ?? false)
    }

    private func assignPositionals(_ values: [String], to parsed: inout ParsedArguments) throws(AppError) {
        let specs = usage.arguments.filter { $0.kind == .positional }
        for (offset, value) in values.enumerated() {
            if offset >= specs.count, let last = specs.last, last.isRepeatable {
                parsed.values[last.name, default: []].append(value)
                continue
            }
            guard offset < specs.count else {
                let expected =
                    specs.isEmpty
                    ? "'\(usage.path)' takes no positional arguments"
                    : "'\(usage.path)' takes \(specs.map { "<\($0.valueName)>" }.joined(separator: " "))"
                throw .usage(
                    "unexpected argument '\(value)' for '\(usage.path)'", hint: "\(expected); usage: \(usage.line)")
            }
            parsed.values[specs[offset].name, default: []].append(value)
        }
        if let missing = specs.dropFirst(values.count).first(where: \.isRequired) {
            throw .usage("missing argument <\(missing.valueName)> for '\(usage.path)'", hint: "usage: \(usage.line)")
        }
    }

    private func checkRequiredOptions(_ parsed: ParsedArguments) throws(AppError) {
        for spec in usage.arguments where spec.kind == .option && spec.isRequired && parsed.values[spec.name] == nil {
            throw .usage(
                "missing required option '--\(spec.name) <\(spec.valueName)>' for '\(usage.path)'",
                hint: "usage: \(usage.line)")
        }
    }

    private func unknownOption(_ spelling: String) -> AppError {
        let names = usage.arguments.filter { $0.kind != .positional }.map { "--\($0.name)" }
        let seeHelp = "see '\(usage.path) --help' for its options"
        if !spelling.hasPrefix("--") {
            let long = "-\(spelling)"
            let hint = names.contains(long) ? "did you mean '\(long)'? Options take two dashes" : seeHelp
            return .usage("unknown option '\(spelling)' for '\(usage.path)'", hint: hint)
        }
        if let suggestion = Suggestion.closest(to: spelling, among: names) {
            return .usage("unknown option '\(spelling)' for '\(usage.path)'", hint: "did you mean '\(suggestion)'?")
        }
        return .usage("unknown option '\(spelling)' for '\(usage.path)'", hint: seeHelp)
    }
}
