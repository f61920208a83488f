/// The arguments of one command invocation after parsing, looked up by the names in its ``ArgumentSpec``s.
///
/// The parser has already checked required arguments and unknown options; the accessors that convert
/// values throw ``AppError/usage(_:hint:)`` naming the argument when a value is malformed.
///
/// ```swift
/// let id = try arguments.required("id")
/// let stage = arguments.value("stage")          // String?
/// let interviewers = arguments.values("interviewer")
/// let limit = try arguments.int("limit") ?? 20
/// ```
public struct ParsedArguments: Hashable, Sendable {
    /// Values by argument name, in the order given (positionals and options alike).
    public var values: [String: [String]]
    /// Names of the flags that were given.
    public var flags: Set<String>

    /// Parsed arguments by hand, for tests: `ParsedArguments(values: ["id": ["c1"]], flags: ["json"])`.
    public init(values: [String: [String]] = [:], flags: Set<String> = []) {
        self.values = values
        self.flags = flags
    }

    /// The last value given for `name`, or `nil`.
    public func value(_ name: String) -> String? {
        values[name]?.last
    }

    /// Every value given for a repeatable option, in order.
    public func values(_ name: String) -> [String] {
        values[name] ?? []
    }

    /// The value of `name`, or a usage error naming it.
    public func required(_ name: String) throws(AppError) -> String {
        guard let value = value(name) else {
            throw .usage("missing required argument '\(name)'", hint: "see --help for this command")
        }
        return value
    }

    /// Whether the flag `--name` was given.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value of `name` as an integer, `nil` when absent, or a usage error when it is not a number.
    public func int(_ name: String) throws(AppError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else {
            throw .usage("'--\(name)' expects a whole number, got '\(text)'")
        }
        return number
    }
}
