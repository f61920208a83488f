import InjectDiagnostics

/// `unused-registration` (off by default): a registration nothing injects or resolves in the scanned files.
///
/// Off by default because a service may be resolved where the linter cannot see its type (`Impl(store:
/// r.resolve())`, generic code, another package).
enum UnusedRegistrationRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.unusedRegistration,
        summary: "A registered type (and name) that nothing in the scanned files injects or resolves.",
        defaultSetting: .off,
        passing: [
            """
            import Inject
            struct Service { @Injected var store: Store }
            func compose(_ c: Container) {
                c.register(Store.self) { MemoryStore() }
                c.register(Clock.self) { SystemClock() }
                _ = c.resolve(Clock.self)
            }
            """
        ],
        failing: [
            """
            import Inject
            func compose(_ c: Container) {
                c.↓register(Store.self, name: "archive") { FileStore() }
            }
            """
        ]
    )

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        // A generic helper (`func service<S>() -> S { c.resolve(S.self) }`) may use any registration.
        if context.hasGenericInjection { return [] }
        var namesByType: [String: [NameArgument]] = [:]
        for injection in context.injections {
            namesByType[injection.key, default: []].append(injection.fact.name)
        }
        var diagnostics: [Diagnostic] = []
        for registration in context.registrations {
            let fact = registration.fact
            if (namesByType[registration.key] ?? []).contains(where: { fact.name.matches($0) }) { continue }
            let subject = ServiceName(fact.type, name: fact.name.literal).quoted
            diagnostics.append(
                Diagnostic(
                    ruleID: description.id, severity: severity,
                    message: "\(subject) is registered but never injected or resolved in the scanned files; "
                        + "remove the registration if nothing needs it",
                    location: context.location(of: registration)))
        }
        return diagnostics
    }
}
