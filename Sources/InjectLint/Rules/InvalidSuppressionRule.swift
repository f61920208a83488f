import InjectDiagnostics

/// `invalid-suppression`: an `inject-lint:` comment that silences nothing because its command or a rule id is
/// misspelled. Without it, `// inject-lint:disable-next-line unregisterd` would look like a suppression and
/// silently not be one.
enum InvalidSuppressionRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.invalidSuppression,
        summary: "An inject-lint: comment with an unknown command or rule id, which silences nothing.",
        defaultSetting: .warning,
        passing: [
            """
            import Inject
            struct S {
                // inject-lint:disable-next-line unregistered, cycle
                @Injected var a: A
                // inject-lint:disable
                // inject-lint:enable duplicate-registration
            }
            """
        ],
        failing: [
            """
            import Inject
            struct S {
                ↓// inject-lint:disable-next-line unregisterd
                @Injected var a: A
                ↓/* inject-lint:disabel cycle */
            }
            """
        ]
    )

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        let knownRules = Linter.rules.map(\.id)
        let knownRuleSet = Set(knownRules)
        let commands = SuppressionDirective.Command.allCases.map(\.rawValue)
        var diagnostics: [Diagnostic] = []
        for file in context.facts.indices where context.facts.hasDirectiveComments(file) {
            for directive in SuppressionDirective.directives(in: file, context: context) {
                if directive.command == nil {
                    diagnostics.append(
                        Diagnostic(
                            ruleID: description.id, severity: severity,
                            message: "unknown inject-lint directive '\(directive.commandWord)', so this comment "
                                + "silences nothing"
                                + SuggestionPolicy.didYouMean(
                                    SuggestionPolicy.closest(to: directive.commandWord, in: commands))
                                + " Valid directives: " + commands.joined(separator: ", "),
                            location: directive.start))
                    continue
                }
                for rule in directive.rules where !knownRuleSet.contains(rule) {
                    diagnostics.append(
                        Diagnostic(
                            ruleID: description.id, severity: severity,
                            message: "unknown rule '\(rule)' in an inject-lint:\(directive.commandWord) comment, so "
                                + "it silences nothing for it"
                                + SuggestionPolicy.didYouMean(SuggestionPolicy.closest(to: rule, in: knownRules))
                                + " Valid rules: " + knownRules.joined(separator: ", "),
                            location: directive.start))
                }
            }
        }
        return diagnostics
    }
}
