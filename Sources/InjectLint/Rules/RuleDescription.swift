/// What a rule checks, in data: its id, a one-line summary, its default setting, and examples that are both its
/// documentation and its tests.
///
/// In `failing` examples a `↓` marks where the diagnostic must land (the marker is removed before linting).
/// An example is one Swift file (`Sources/App/Example.swift`), or several, each introduced by a
/// `// file: <path relative to the package>` line; its files are linted together as one package, so every
/// example is self-contained. Like the code the linter judges, examples `import Inject` to take part.
///
/// ```swift
/// for rule in Linter.rules {
///     print("\(rule.id) (\(rule.defaultSetting.rawValue)): \(rule.summary)")
/// }
/// ```
public struct RuleDescription: Hashable, Sendable {
    /// The id printed as `[id]` and used in configuration and suppression comments, for example `unregistered`.
    public var id: String
    /// One sentence saying what the rule reports.
    public var summary: String
    /// Whether the rule reports when the configuration does not mention it, and at which severity.
    public var defaultSetting: LintConfiguration.RuleSetting
    /// Snippets on which the rule must stay silent.
    public var passing: [String]
    /// Snippets on which the rule must report, with `↓` where each diagnostic lands.
    public var failing: [String]

    /// Creates a rule description.
    ///
    /// ```swift
    /// let rule = RuleDescription(id: "cycle", summary: "…", defaultSetting: .error, passing: [], failing: [])
    /// ```
    public init(
        id: String,
        summary: String,
        defaultSetting: LintConfiguration.RuleSetting,
        passing: [String],
        failing: [String]
    ) {
        self.id = id
        self.summary = summary
        self.defaultSetting = defaultSetting
        self.passing = passing
        self.failing = failing
    }
}
