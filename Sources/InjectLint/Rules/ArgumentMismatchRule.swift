import InjectDiagnostics

/// `argument-mismatch`: `resolve(T.self, argument: x)` whose argument's type is not the one `T`'s factory takes
/// (`{ (r, userID: String) in … }`), or that passes an argument to a factory that takes none. The library refuses
/// that resolve at run time naming both types (`DiagnosticMessages.argumentMismatch`), in the same words.
///
/// The argument's type is known when it is a literal (`"u1"`, `42`, `4.2`, `true`); for any other expression the
/// linter does not guess and stays silent, as it does for a factory whose signature does not write the type.
enum ArgumentMismatchRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.argumentMismatch,
        summary: "A resolve whose runtime argument's type is not the one the factory takes.",
        defaultSetting: .error,
        passing: [
            """
            import Inject
            func compose(_ c: Container) {
                c.register(ProfileModel.self) { (r, userID: String) in ProfileModel(userID: userID) }
                c.register(Clock.self) { SystemClock() }
            }
            func show(_ c: Container, id: String) {
                let model = c.resolve(ProfileModel.self, argument: "u1")
                let other = c.resolve(ProfileModel.self, argument: id)
                let clock = c.resolve(Clock.self)
            }
            """
        ],
        failing: [
            """
            import Inject
            func compose(_ c: Container) {
                c.register(ProfileModel.self) { (r, userID: String) in ProfileModel(userID: userID) }
                c.register(Clock.self) { SystemClock() }
            }
            func show(_ c: Container) {
                let model = c.↓resolve(ProfileModel.self, argument: 42)
                let clock = try? c.↓tryResolve(Clock.self, argument: "now")
            }
            """
        ]
    )

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for injection in context.injections where injection.fact.hasArgument {
            let fact = injection.fact
            guard let given = fact.argumentType else { continue }
            let registrations = context.argumentShapes(answering: injection)
            // Judged only when every registration that may answer disagrees the same knowable way.
            guard let first = registrations.first else { continue }
            let expected: String?
            if registrations.allSatisfy({ !$0.takesArgument }) {
                expected = nil
            } else if let type = first.argumentType,
                registrations.allSatisfy({ $0.takesArgument && $0.argumentType == type }),
                type != given
            {
                expected = type
            } else {
                continue
            }
            diagnostics.append(
                Diagnostic(
                    ruleID: description.id, severity: severity,
                    message: DiagnosticMessages.argumentMismatch(
                        ServiceName(fact.type, name: fact.name.literal), given: given, expected: expected),
                    location: context.location(of: injection)))
        }
        return diagnostics
    }
}
