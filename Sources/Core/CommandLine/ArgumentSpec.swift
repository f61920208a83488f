/// One argument a command accepts, as data: the host's parser and `--help` are both driven by these.
///
/// ```swift
/// let arguments: [ArgumentSpec] = [
///     .positional("id", help: "The candidate's id"),
///     .option("stage", help: "Only candidates in this stage", valueName: "stage"),
///     .option("interviewer", help: "Who interviews (repeatable)", isRequired: true, isRepeatable: true),
///     .flag("json", help: "Print JSON instead of a table"),
/// ]
/// ```
public struct ArgumentSpec: Hashable, Sendable {
    /// How the argument appears on the command line.
    public enum Kind: Hashable, Sendable {
        /// A bare value, matched by position (`inject-workflow candidates show c-1`).
        case positional
        /// `--name value` or `--name=value`.
        case option
        /// `--name`, with no value.
        case flag
    }

    /// The name, without dashes (`stage` for `--stage`).
    public var name: String
    /// Positional, option or flag: `spec.kind == .flag`.
    public var kind: Kind
    /// One line for `--help`.
    public var help: String
    /// Whether the parser refuses a command line without it: `.option("role", help: "…", isRequired: true)`.
    public var isRequired: Bool
    /// Whether an option may be given more than once (all values are kept, in order).
    public var isRepeatable: Bool
    /// The placeholder shown in usage lines (`--stage <stage>`).
    public var valueName: String

    /// The spec in full; the `positional`, `option` and `flag` helpers read better: `.flag("all", help: "…")`.
    public init(
        name: String, kind: Kind, help: String, isRequired: Bool = false, isRepeatable: Bool = false,
        valueName: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.help = help
        self.isRequired = isRequired
        self.isRepeatable = isRepeatable
        self.valueName = valueName ?? name
    }

    /// A required positional argument (optional when `isRequired` is false). The last positional may be
    /// repeatable: it then takes every remaining value (`inject-workflow email compose c1 c2 c3`).
    public static func positional(
        _ name: String, help: String, isRequired: Bool = true, isRepeatable: Bool = false
    ) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .positional, help: help, isRequired: isRequired, isRepeatable: isRepeatable)
    }

    /// An option that takes a value.
    public static func option(
        _ name: String, help: String, isRequired: Bool = false, isRepeatable: Bool = false, valueName: String? = nil
    ) -> ArgumentSpec {
        ArgumentSpec(
            name: name, kind: .option, help: help, isRequired: isRequired, isRepeatable: isRepeatable,
            valueName: valueName)
    }

    /// A boolean flag.
    public static func flag(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .flag, help: help)
    }
}
