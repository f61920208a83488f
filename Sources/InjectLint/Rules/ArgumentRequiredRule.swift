import InjectDiagnostics

/// `argument-required`: an `@Injected` property, an `Injected<T>()` constant or a `resolve(T.self)` without an
/// argument, for a service whose factory takes one (`{ (r, userID: String) in … }`). `@Injected` cannot carry an
/// argument; the library refuses such a request at run time naming the `resolve(_:argument:)` form, in the same
/// words (`DiagnosticMessages.argumentRequired`).
enum ArgumentRequiredRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.argumentRequired,
        summary: "An injection or resolve without an argument of a service whose factory takes one.",
        defaultSetting: .error,
        passing: [
            """
            import Inject
            func compose(_ c: Container) {
                c.register(ProfileModel.self) { (r, userID: String) in ProfileModel(userID: userID) }
                c.register(Clock.self) { SystemClock() }
            }
            struct Screen { @Injected var clock: Clock }
            func show(_ c: Container) { let model = c.resolve(ProfileModel.self, argument: "u1") }
            """
        ],
        failing: [
            """
            import Inject
            func compose(_ c: Container) {
                c.register(ProfileModel.self) { (r, userID: String) in ProfileModel(userID: userID) }
            }
            struct Screen { ↓@Injected var model: ProfileModel }
            final class Other: Sendable { let model = ↓Injected<ProfileModel>() }
            func show(_ c: Container) { let model = c.↓resolve(ProfileModel.self) }
            """
        ]
    )

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for injection in context.injections where !injection.fact.hasArgument {
            let fact = injection.fact
            // `tryResolve` throws the refusal to a caller who handles it; an optional `@Injected` of a registered
            // service is built, and refused, all the same.
            if fact.isTryResolve { continue }
            let registrations = context.argumentShapes(answering: injection)
            guard let first = registrations.first, registrations.allSatisfy(\.takesArgument) else { continue }
            diagnostics.append(
                Diagnostic(
                    ruleID: description.id, severity: severity,
                    message: DiagnosticMessages.argumentRequired(
                        ServiceName(fact.type, name: fact.name.literal),
                        site: UnregisteredRule.site(of: fact, factory: context.factory(of: injection)),
                        argumentType: first.argumentType ?? "its argument's type"),
                    location: context.location(of: injection)))
        }
        return diagnostics
    }
}
