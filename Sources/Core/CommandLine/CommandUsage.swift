/// The usage line and `--help` text of one command, generated from its ``ArgumentSpec``s.
///
/// ```swift
/// let usage = CommandUsage(path: "inject-workflow candidates add", summary: "Add a candidate", arguments: specs)
/// console.print(usage.help())
/// // USAGE: inject-workflow candidates add --name <name> --email <email> --role <role> [--json]
/// // …
/// ```
public struct CommandUsage: Sendable {
    /// The words that run the command (`inject-workflow candidates add`).
    public var path: String
    /// One line saying what it does.
    public var summary: String
    /// What it accepts, including the options the host adds (`--json`, `--help`).
    public var arguments: [ArgumentSpec]
    /// Whole command lines showing typical uses, printed under EXAMPLES.
    public var examples: [String]

    /// Describes one command: `CommandUsage(path: "inject-workflow graph", summary: "…", arguments: specs)`.
    public init(path: String, summary: String, arguments: [ArgumentSpec], examples: [String] = []) {
        self.path = path
        self.summary = summary
        self.arguments = arguments
        self.examples = examples
    }

    /// `inject-workflow candidates move <id> <stage> [--json]`: positionals first, then required options, then the rest.
    public var line: String {
        let positionals = arguments.filter { $0.kind == .positional }.map { spec in
            (spec.isRequired ? "<\(spec.valueName)>" : "[<\(spec.valueName)>]") + (spec.isRepeatable ? "..." : "")
        }
        let options = arguments.filter { $0.kind != .positional && $0.name != "help" }
        let required = options.filter(\.isRequired).map { Self.spelling(of: $0) + ($0.isRepeatable ? "..." : "") }
        let optional = options.filter { !$0.isRequired }.map { spec in
            "[\(Self.spelling(of: spec))]" + (spec.isRepeatable ? "..." : "")
        }
        return ([path] + positionals + required + optional).joined(separator: " ")
    }

    /// The full help text: usage, summary, the arguments and options with their help lines, then examples.
    public func help() -> String {
        var sections = ["USAGE: \(line)", summary]
        let positionals = arguments.filter { $0.kind == .positional }
        if !positionals.isEmpty {
            sections.append(
                "ARGUMENTS:\n" + Self.list(positionals.map { ("<\($0.valueName)>", Self.helpText(of: $0)) }))
        }
        let options = arguments.filter { $0.kind != .positional }
        if !options.isEmpty {
            sections.append("OPTIONS:\n" + Self.list(options.map { (Self.spelling(of: $0), Self.helpText(of: $0)) }))
        }
        if !examples.isEmpty {
            sections.append("EXAMPLES:\n" + examples.map { "  $ \($0)" }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    /// `--name <name>` for an option, `--json` for a flag, `<id>` for a positional.
    public static func spelling(of spec: ArgumentSpec) -> String {
        switch spec.kind {
        case .positional: "<\(spec.valueName)>"
        case .option: "--\(spec.name) <\(spec.valueName)>"
        case .flag: "--\(spec.name)"
        }
    }

    /// Two aligned columns, indented by two spaces, with the descriptions starting together.
    public static func list(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { name, text in
            "  " + name + String(repeating: " ", count: width - name.count) + "  " + text
        }.joined(separator: "\n")
    }

    private static func helpText(of spec: ArgumentSpec) -> String {
        var notes: [String] = []
        if spec.isRequired && spec.kind == .option { notes.append("required") }
        if spec.isRepeatable { notes.append("repeatable") }
        if spec.isRequired == false && spec.kind == .positional { notes.append("optional") }
        return notes.isEmpty ? spec.help : "\(spec.help) (\(notes.joined(separator: ", ")))"
    }
}
