/// A lint rule: a description (id, summary, default, examples) and a check over the whole package's facts.
///
/// Contract: `check` returns only diagnostics whose `ruleID` is `description.id`, at the given severity, and
/// reports each problem once. Every rule's `failing` examples must produce a diagnostic exactly at each `↓`,
/// and its `passing` examples none; `RuleExampleTests` runs them (and variants) for every rule in
/// `Linter.ruleTypes`.
///
/// ```swift
/// enum MyRule: Rule {
///     static let description = RuleDescription(id: "my-rule", summary: "…", defaultSetting: .warning,
///                                              passing: [], failing: [])
///     static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] { [] }
/// }
/// ```
protocol Rule: Sendable {
    static var description: RuleDescription { get }
    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic]
}

extension Linter {
    /// Every rule, in the order they are documented. Hand-kept: `RuleListTests` fails when a file in `Rules/`
    /// declares a rule that is missing here.
    static let ruleTypes: [any Rule.Type] = [
        UnregisteredRule.self,
        RequiresAwaitRule.self,
        ArgumentMismatchRule.self,
        ArgumentRequiredRule.self,
        CycleRule.self,
        LifetimeRule.self,
        ObservableInjectedRule.self,
        DuplicateRegistrationRule.self,
        FeatureImportRule.self,
        UnusedRegistrationRule.self,
        InvalidSourceRule.self,
        InvalidSuppressionRule.self,
    ]
}
