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
            // `Swift.Optional<T>` is an optional like `T?`: nil when not registered, never an error.
            import Inject
            struct Report { @Injected var analytics: Swift.Optional<Analytics> }
            struct Timer: Sendable { let clock = Injected<Swift.Optional<Clock>>() }
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

    static func check(_ context: RuleContext, severity configured: Severity) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var suggestions = RegisteredTypeSuggestions(context: context)
        // A generic helper registering types the linter cannot read may register any of them: a warning then, never
        // a false error, with a note naming the helper and the fix.
        let unreadHelper = context.unreadGenericRegistrations.first.map { helper in
            Diagnostic.Note(
                message: unreadHelperNote(helper.helper),
                location: context.location(file: helper.file, byteOffset: helper.byteOffset))
        }
        let severity = unreadHelper == nil ? configured : min(configured, .warning)
        let containers = ContainerOfOwner(context)
        for injection in context.injections {
            let fact = injection.fact
            if fact.isOptional || fact.isRecoverable { continue }
            let candidates = context.registrationsByType[injection.key] ?? []
            let matching = candidates.filter { context.registrations[$0].fact.name.matches(fact.name) }
            let recorded = context.manifestRegistrations[injection.key] ?? []
            if recorded.contains(where: { $0.name.argument.matches(fact.name) }) { continue }
            if !matching.isEmpty {
                if let conditional = onlyConditionalRegistration(of: injection, among: matching, context) {
                    diagnostics.append(
                        Diagnostic(
                            ruleID: description.id, severity: configured,
                            message: conditionalMessage(fact, factory: context.factory(of: injection)),
                            location: context.location(of: injection),
                            notes: [
                                Diagnostic.Note(
                                    message: "registered only here, inside `#if`",
                                    location: context.location(of: context.registrations[conditional]))
                            ]))
                } else if let other = containers.onlyOtherContainer(of: injection, among: matching) {
                    diagnostics.append(
                        Diagnostic(
                            ruleID: description.id, severity: min(configured, .warning),
                            message: otherContainerMessage(
                                fact, factory: context.factory(of: injection), registeredOn: other.registered,
                                ownerOn: other.owner),
                            location: context.location(of: injection),
                            notes: [
                                Diagnostic.Note(
                                    message: "registered here, on '\(other.registered)'",
                                    location: context.location(of: context.registrations[other.registration]))
                            ]))
                }
                continue
            }
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
            if let unreadHelper { notes.append(unreadHelper) }
            if fact.asksForOptional {
                notes.append(
                    Diagnostic.Note(message: optionalNote(for: fact), location: context.location(of: injection)))
            }
            let factoryService = context.factory(of: injection)
            let throughUnscanned = context.throughUnscannedModule[injection.file]
            if throughUnscanned {
                notes.append(
                    Diagnostic.Note(
                        message: unscannedModuleNote(
                            context.facts.imports(of: injection.file).map {
                                context.facts.moduleName($0.module)
                            }),
                        location: context.location(of: injection)))
            }
            diagnostics.append(
                Diagnostic(
                    ruleID: description.id, severity: throughUnscanned ? min(severity, .warning) : severity,
                    message: DiagnosticMessages.unregistered(
                        ServiceName(fact.type, name: fact.name.literal), site: site(of: fact, factory: factoryService),
                        registeredNames: candidates.compactMap { context.registrations[$0].fact.name.registeredName }
                            + recorded.compactMap(\.name.argument.registeredName)),
                    location: context.location(of: injection), notes: notes))
        }
        return diagnostics
    }

    /// The registration (an index into `context.registrations`) that `injection` is matched by only inside an `#if`
    /// the injection is not under, so a build where that condition is false has no registration; nil when some
    /// matching registration is compiled wherever the injection is. Registrations in two branches of one `#if`
    /// (`#if DEBUG … #else …`) count as covering it, and an injection under an `#if` of another file cannot be
    /// compared: both are left alone rather than risk a false error.
    static func onlyConditionalRegistration(
        of injection: RuleContext.InjectionRef, among matching: [Int], _ context: RuleContext
    ) -> Int? {
        // The branches seen of each `#if` block, keyed by file and block (block ids are counted per file).
        var branchesByBlock: [[Int]: Set<Int>] = [:]
        for index in matching {
            let registration = context.registrations[index]
            // A branch whose condition the build conditions make true is compiled for certain: not a condition.
            let conditions = registration.fact.conditions.filter { !$0.isCertain }
            let injectionConditions = injection.fact.conditions.filter { !$0.isCertain }
            if conditions.isEmpty { return nil }
            if registration.file == injection.file {
                if injectionConditions.starts(with: conditions) { return nil }
            } else if !injectionConditions.isEmpty {
                return nil
            }
            for condition in conditions {
                let block = [registration.file, condition.block]
                branchesByBlock[block, default: []].insert(condition.branch)
                if branchesByBlock[block]!.count > 1 { return nil }
            }
        }
        return matching.first
    }

    /// The headline of an injection whose service is registered only under an `#if` it is not under.
    static func conditionalMessage(_ fact: InjectionFact, factory: RegistrationFact?) -> String {
        let service = ServiceName(fact.type, name: fact.name.literal).quoted
        return "\(service) is registered only inside an `#if` branch but \(site(of: fact, factory: factory).phrase) "
            + "outside it, so a build where that condition is false cannot resolve it; register it in every "
            + "configuration (an `#else` branch too) or put the injection under the same condition"
    }

    /// The headline of an injection whose service is registered only on another container than its owner's.
    static func otherContainerMessage(
        _ fact: InjectionFact, factory: RegistrationFact?, registeredOn: String, ownerOn: String
    ) -> String {
        let service = ServiceName(fact.type, name: fact.name.literal).quoted
        let owner = factory.map { ServiceName($0.type, name: $0.name.literal).quoted } ?? "'\(fact.ownerType ?? "?")'"
        return "\(service) is registered only on '\(registeredOn)' but \(site(of: fact, factory: factory).phrase), "
            + "which '\(ownerOn)' builds (\(owner)), so it resolves from '\(ownerOn)', where it is not registered; "
            + "register it on '\(ownerOn)' too, or build \(owner) on '\(registeredOn)'"
    }

    /// Why a finding in a file that sees `Injected` only through a module the scan does not include is a warning.
    static func unscannedModuleNote(_ imports: [String]) -> String {
        let modules = imports.map { "'\($0)'" }.joined(separator: ", ")
        return "this file sees `Injected` without importing Inject or a scanned module that re-exports it (it imports "
            + "\(modules.isEmpty ? "nothing" : modules)); if one of those re-exports Inject (`@_exported import "
            + "Inject`), name it in \"modulesReexportingInject\" of .inject-lint.json and this is an error"
    }

    /// Why a finding is only a warning while `helper` registers a generic parameter from its callers' closures.
    static func unreadHelperNote(_ helper: String) -> String {
        "'\(helper)' registers its generic parameter as its callers' closures infer it, which inject-lint cannot "
            + "read, so it may register this; pass the type (`\(helper)(Service.self, …)` with a `_ type: S.Type` "
            + "parameter) so inject-lint sees what it registers"
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
