/// `unregistered`: an injection or resolution of a type (and name) that no file registers.
///
/// Matches the start-up analyser's missing-registration verdict: optional injections (`T?`, `T!`) and the
/// recoverable calls (`tryResolve`, `resolveIfRegistered`) are never findings; a name mismatch says which
/// names exist; a near miss adds "did you mean" at the closest registration (by edit distance).
enum UnregisteredRule: Rule {
    static let description = RuleDescription(
        id: "unregistered",
        summary: "An injected or resolved type (and name) that no file registers.",
        defaultSetting: .error,
        passing: [
            """
            import Inject
            struct EventsService { @Injected var mailer: Mailer }
            func compose(_ container: Container) { container.register(Mailer.self) { SMTPMailer() } }
            """,
            """
            import Inject
            struct Report { @Injected var analytics: Analytics?; @Injected var clock: Clock! }
            func lookUp(_ r: Resolver) { _ = try? r.tryResolve(Store.self); _ = r.resolveIfRegistered(Store.self) }
            """,
            """
            import Inject
            struct Scheduler { @Injected(name: "utc") var clock: any Interfaces.Clock }
            func compose(_ c: Container) { c.register(Clock.self, name: "utc") { UTCClock() } }
            """,
            """
            // A project's own locator spells `resolve` too: a call on it is not this library's.
            import Inject
            final class Locator { func resolve<T>(_ type: T.Type) -> T { fatalError() } }
            func start(_ locator: Locator) { _ = locator.resolve(Store.self); _ = Locator().resolve(Clock.self) }
            """,
            """
            // A helper registering its generic parameter registers what its callers pass.
            import Inject
            struct Report { @Injected(name: Names.archive) var store: Store }
            enum Names { static let archive = "archive" }
            func provide<S>(_ type: S.Type, in c: Container, _ make: @escaping () -> S) {
                c.register(S.self, name: Names.archive) { make() }
            }
            func compose(_ c: Container) { provide(Store.self, in: c) { FileStore() } }
            """,
            """
            // A file that does not import Inject uses another library's `resolve` (Swinject): not judged.
            import Swinject
            let animal = container.resolve(Animal.self)
            """,
        ],
        failing: [
            """
            import Inject
            struct EventsService {
                ↓@Injected var mailer: Mailer
            }
            """,
            """
            import Inject
            final class Scheduler: Sendable {
                let clock = ↓Injected<Clock>(name: "local")
            }
            func compose(_ c: Container) { c.register(Clock.self, name: "utc") { UTCClock() } }
            """,
            """
            import Inject
            func makeApp(_ container: Container) {
                let store = container.↓resolve(Store.self)
                let mailer: Mailer = container.↓resolve()
            }
            """,
            """
            // Constructor injection: `resolve()` asks for what `DiskOutbox`'s `init(store:)` takes.
            import Inject
            struct DiskOutbox: Outbox { init(store: Store, clock: Clock = SystemClock()) {} }
            func compose(_ c: Container) { c.register(Outbox.self) { r in DiskOutbox(store: r.↓resolve()) } }
            """,
            """
            // `resolve` of an optional looks up `Optional<Analytics>`, which nobody registers.
            import Inject
            func start(_ r: Resolver) {
                let analytics: Analytics? = r.↓resolve()
                let tracker = r.↓resolve(Tracker?.self)
                let clock: Clock? = r.resolveIfRegistered()
            }
            """,
            """
            import Inject
            final class Scheduler: Sendable {
                let clock: Injected<Clock> = ↓Injected()
                let mailer = ↓Injected<Mailer>.init()
            }
            """,
        ]
    )

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var closestByType: [String: RuleContext.RegistrationRef?] = [:]
        for injection in context.injections {
            let fact = injection.fact
            if fact.isOptional || fact.isRecoverable { continue }
            let candidates = context.registrationsByType[injection.key] ?? []
            if candidates.contains(where: { context.registrations[$0].fact.name.matches(fact.name) }) { continue }
            let names = candidates.map { context.registrations[$0].fact.name }
            var notes: [Diagnostic.Note] = []
            if candidates.isEmpty {
                if closestByType[fact.type] == nil {
                    closestByType[fact.type] = .some(closestRegistration(to: fact.type, in: context))
                }
            }
            if candidates.isEmpty, let closest = closestByType[fact.type] ?? nil {
                notes.append(
                    Diagnostic.Note(
                        message: "did you mean '\(closest.fact.type)'?", location: context.location(of: closest)))
            }
            if fact.asksForOptional {
                notes.append(
                    Diagnostic.Note(message: optionalNote(for: fact), location: context.location(of: injection)))
            }
            let factoryService = fact.factory.flatMap { index in
                context.facts[injection.file].registrations.indices.contains(index)
                    ? context.facts[injection.file].registrations[index].type : nil
            }
            diagnostics.append(
                Diagnostic(
                    ruleID: description.id, severity: severity,
                    message: message(for: fact, registeredNames: names, factoryService: factoryService),
                    location: context.location(of: injection), notes: notes))
        }
        return diagnostics
    }

    static func message(
        for fact: InjectionFact, registeredNames: [NameArgument], factoryService: String? = nil
    )
        -> String
    {
        let subject = ServiceName.quoted(fact.type, name: fact.name.literal)
        let fix =
            "register it with `container.register(\(fact.type).self"
            + (fact.name.literal.map { ", name: \"\($0)\"" } ?? "") + ") { … }`"
        let place = placeDescription(of: fact, factoryService: factoryService)
        if registeredNames.isEmpty {
            return "\(subject) is \(place) but never registered; \(fix)"
        }
        return
            "\(subject) is \(place) but registered only \(describe(registeredNames)); \(fix), or use a registered name"
    }

    /// Why `resolve` of an optional is a finding, and what returns nil instead.
    static func optionalNote(for fact: InjectionFact) -> String {
        let wrapped = String(fact.type.dropFirst("Optional<".count).dropLast())
        return "`resolve` never returns nil: it looks '\(fact.type)' up as a service of its own; to get nil when "
            + "'\(wrapped)' is not registered, call `resolveIfRegistered(\(wrapped).self)`"
    }

    /// "injected into 'EventsService.mailer'", "resolved by the factory of 'Mailer' in 'Root.compose'", ….
    static func placeDescription(of fact: InjectionFact, factoryService: String?) -> String {
        let owner = [fact.ownerType, fact.member].compactMap { $0 }.joined(separator: ".")
        switch fact.form {
        case .wrapper, .constant:
            return "injected into '\(owner)'"
        case .annotatedResolve:
            return "resolved into '\(owner)'"
        case .resolveCall:
            let factory = factoryService.map { "by the factory of '\($0)'" }
            let place = owner.isEmpty ? nil : "in '\(owner)'"
            return "resolved " + ([factory, place].compactMap { $0 }.joined(separator: " ").nonEmpty ?? "here")
        }
    }

    /// `with name "utc"`, `with names "a", "b"`, `without a name`, `without a name and with name "x"`.
    static func describe(_ names: [NameArgument]) -> String {
        var literals: [String] = []
        var unnamed = false
        for name in names {
            switch name {
            case .none: unnamed = true
            case .literal(let value): if !literals.contains(value) { literals.append(value) }
            case .dynamic, .constant: break
            }
        }
        let quoted = literals.map { "\"\($0)\"" }.joined(separator: ", ")
        let named = literals.isEmpty ? "" : (literals.count == 1 ? "with name " : "with names ") + quoted
        if unnamed { return named.isEmpty ? "without a name" : "without a name and " + named }
        return named
    }

    /// The registration whose type is closest to `type` by edit distance, when close enough to be a typo.
    static func closestRegistration(to type: String, in context: RuleContext) -> RuleContext.RegistrationRef? {
        let target = Array(type.unicodeScalars)
        var best: (distance: Int, registration: RuleContext.RegistrationRef)?
        for registration in context.registrations {
            let candidate = Array(registration.fact.type.unicodeScalars)
            let limit = max(1, max(target.count, candidate.count) / 2)
            guard abs(candidate.count - target.count) <= limit else { continue }
            let distance = EditDistance.between(target, candidate)
            // Not when most of the name would change: `A` is no typo of `B`.
            if distance <= limit, distance < min(target.count, candidate.count), distance < (best?.distance ?? Int.max)
            {
                best = (distance, registration)
            }
        }
        return best?.registration
    }
}

extension String {
    /// The string, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}

extension NameArgument {
    /// The literal name, if the name is a string literal.
    var literal: String? {
        if case .literal(let value) = self { return value }
        return nil
    }
}
