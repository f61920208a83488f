import InjectDiagnostics

/// `observable-injected`: an `@Injected var` stored in an `@Observable` type (`@Observable`,
/// `@Observation.Observable`, main-actor or not) without `@ObservationIgnored`. The macro turns every stored `var`
/// into observed state, the wrapper's storage included, and Swift refuses the result from inside the macro's
/// expansion ("ambiguous reference to member '_store'"), which says nothing of the fix. The rule says it at the
/// property, before the compiler does. `let store = Injected<Store>()` is a constant the macro leaves alone, and a
/// nested type of an `@Observable` class is not observed itself. The analyser never sees this: it does not compile.
enum ObservableInjectedRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.observableInjected,
        summary: "An @Injected var in an @Observable type without @ObservationIgnored (Swift refuses it).",
        defaultSetting: .error,
        passing: [
            """
            import Inject
            import Observation
            @Observable @MainActor final class ProfileModel {
                @ObservationIgnored @Injected var store: Store
                @Injected @ObservationIgnored private var clock: Clock
                @ObservationIgnored let mailer = Injected<Mailer>()
                let archive = Injected<Store>(name: "archive")
                var name = ""
                struct Row { @Injected var store: Store }
            }
            final class Plain { @Injected var store: Store }
            """
        ],
        failing: [
            """
            import Inject
            import Observation
            @Observable @MainActor final class ProfileModel {
                ↓@Injected var store: Store
                ↓@Injected(name: "archive") public private(set) var archive: Store
            }
            """,
            """
            import Inject
            import Observation
            enum Screens {
                @MainActor
                @Observation.Observable
                final class Settings {
                    ↓@Inject.Injected var clock: Clock
                }
            }
            """,
        ]
    )

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        context.injections.compactMap { injection in
            let fact = injection.fact
            guard fact.isObservedByMacro, let member = fact.member, let owner = fact.ownerType else { return nil }
            let type = fact.isOptional ? fact.type + "?" : fact.type
            return Diagnostic(
                ruleID: description.id, severity: severity,
                message: DiagnosticMessages.observableInjected(property: member, owner: owner, type: type),
                location: context.location(of: injection))
        }
    }
}
