import InjectDiagnostics

/// `unregistered`: an injection or resolution of a type (and name) that no file registers.
///
/// Matches the start-up analyser's missing-registration verdict: optional injections (`T?`, `T!`) and the
/// recoverable calls (`tryResolve`, `resolveIfRegistered`) are never findings; a name mismatch says which
/// names exist; a near miss adds "did you mean" at the closest registration (by edit distance).
enum UnregisteredRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.unregistered,
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
            import Interfaces
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
        var suggestions = RegisteredTypeSuggestions(context: context)
        for injection in context.injections {
            let fact = injection.fact
            if fact.isOptional || fact.isRecoverable { continue }
            let candidates = context.registrationsByType[injection.key] ?? []
            if candidates.contains(where: { context.registrations[$0].fact.name.matches(fact.name) }) { continue }
            let recorded = context.manifestRegistrations[injection.key] ?? []
            if recorded.contains(where: { $0.name.argument.matches(fact.name) }) { continue }
            var notes: [Diagnostic.Note] = []
            if candidates.isEmpty && recorded.isEmpty, let closest = suggestions.closest(to: fact.type) {
                notes.append(
                    Diagnostic.Note(
                        message: DiagnosticMessages.didYouMean(ServiceName(closest.type)),
                        location: closest.location(in: context)))
            }
            if let manifest = context.configuration.manifest {
                notes.append(
                    Diagnostic.Note(
                        message: "the registration manifest does not register it either: register it in the "
                            + "composition root, then write the manifest again",
                        location: SourceLocation(path: context.files.displayPath(manifest.path), line: 1, column: 1)))
            }
            if fact.asksForOptional {
                notes.append(
                    Diagnostic.Note(message: optionalNote(for: fact), location: context.location(of: injection)))
            }
            let factoryService = context.factory(of: injection)
            diagnostics.append(
                Diagnostic(
                    ruleID: description.id, severity: severity,
                    message: DiagnosticMessages.unregistered(
                        ServiceName(fact.type, name: fact.name.literal), site: site(of: fact, factory: factoryService),
                        registeredNames: candidates.compactMap { context.registrations[$0].fact.name.registeredName }
                            + recorded.compactMap(\.name.argument.registeredName)),
                    location: context.location(of: injection), notes: notes))
        }
        return diagnostics
    }

    /// Why `resolve` of an optional is a finding, and what returns nil instead.
    static func optionalNote(for fact: InjectionFact) -> String {
        let wrapped = String(fact.type.dropFirst("Optional<".count).dropLast())
        return "`resolve` never returns nil: it looks '\(fact.type)' up as a service of its own; to get nil when "
            + "'\(wrapped)' is not registered, call `resolveIfRegistered(\(wrapped).self)`"
    }

    /// Where the injection asks, in the shared wording: a property, an annotated resolve, a factory, a call.
    static func site(of fact: InjectionFact, factory: RegistrationFact?) -> InjectionSite {
        let owner = [fact.ownerType, fact.member].compactMap { $0 }.joined(separator: ".").nonEmpty
        switch fact.form {
        case .wrapper, .constant:
            return .property(owner: fact.ownerType ?? "?", member: fact.member ?? "?")
        case .annotatedResolve:
            return .annotatedResolve(owner: fact.ownerType ?? "?", member: fact.member ?? "?")
        case .resolveCall:
            if let factory {
                return .factory(of: ServiceName(factory.type, name: factory.name.literal), in: owner)
            }
            return .call(in: owner)
        }
    }
}

/// "Did you mean" among the registered types (the sources' first, then the manifest's): one index over the
/// distinct registered types, built once per run, and one answer per unknown type however many injections ask for it.
struct RegisteredTypeSuggestions {
    /// A registered type close to the one asked for: a registration in the sources (located only when suggested:
    /// locating reads the file again), or one the manifest records.
    enum Suggestion {
        case source(RuleContext.RegistrationRef)
        case manifest(type: String, location: SourceLocation)

        var type: String {
            switch self {
            case .source(let registration): registration.fact.type
            case .manifest(let type, _): type
            }
        }

        func location(in context: RuleContext) -> SourceLocation {
            switch self {
            case .source(let registration): context.location(of: registration)
            case .manifest(_, let location): location
            }
        }
    }

    private let firstRegistrationOfType: [Suggestion]
    private let index: SuggestionIndex
    private var answers: [String: Suggestion?] = [:]

    init(context: RuleContext) {
        var seen: Set<String> = []
        var firsts: [Suggestion] = []
        for registration in context.registrations where seen.insert(registration.fact.type).inserted {
            firsts.append(.source(registration))
        }
        if let manifest = context.configuration.manifest {
            for entry in manifest.registrations.entries where seen.insert(entry.type).inserted {
                let file = Path.absolute(entry.file, relativeTo: manifest.directory)
                let location = SourceLocation(
                    path: context.files.displayPath(file), line: entry.line, column: entry.column)
                firsts.append(.manifest(type: entry.type, location: location))
            }
        }
        firstRegistrationOfType = firsts
        index = SuggestionIndex(firsts.map(\.type))
    }

    /// The first registration of the registered type closest to `type`, when close enough to be a typo.
    mutating func closest(to type: String) -> Suggestion? {
        if let known = answers[type] { return known }
        let answer = index.closest(to: type).map { firstRegistrationOfType[$0] }
        answers[type] = .some(answer)
        return answer
    }
}

extension RuleContext {
    /// The registration whose factory contains `injection`, if any.
    func factory(of injection: InjectionRef) -> RegistrationFact? {
        guard let index = injection.fact.factory, let registrations = facts.details(of: injection.file)?.registrations
        else { return nil }
        return registrations.indices.contains(index) ? registrations[index] : nil
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

    /// The name a registration is known under, for "registered only …": `.some(nil)` unnamed, `.some(name)` a
    /// literal, `nil` when the name is only known at run time.
    var registeredName: String?? {
        switch self {
        case .none: return .some(nil)
        case .literal(let value): return .some(value)
        case .dynamic, .constant: return nil
        }
    }
}

extension RegistrationManifest.Name {
    /// The name as the sources would write it: a name known only at run time matches any.
    var argument: NameArgument {
        switch self {
        case .none: .none
        case .literal(let value): .literal(value)
        case .anyName: .dynamic
        }
    }
}
