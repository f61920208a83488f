/// Every sentence the linter and the analyser print about the dependency graph, in one catalog, so both tools
/// describe the same problem in the same words. Rule ids are here too.
///
/// ```swift
/// DiagnosticMessages.cycle([ServiceName("Mailer"), ServiceName("Outbox"), ServiceName("Mailer")], servicesInLoop: 2)
/// // dependency cycle: 'Mailer' → 'Outbox' → 'Mailer'; each service needs the next, …
/// ```
public enum DiagnosticMessages {
    /// Every rule id either tool prints in `[…]`: the one catalog every linter rule and analyser check takes its id
    /// from (a test fails on an id written as a literal elsewhere).
    public enum RuleID {
        /// Services that need each other in a loop.
        public static let cycle = "cycle"
        /// A required dependency nothing registers.
        public static let unregistered = "unregistered"
        /// The same service registered twice on one container.
        public static let duplicateRegistration = "duplicate-registration"
        /// A singleton holding a shorter-lived dependency.
        public static let lifetime = "lifetime"
        /// A synchronous request for a service whose factory is async.
        public static let requiresAwait = "requires-await"
        /// A main-actor service resolved off the main actor (a resolution error at run time).
        public static let offMainActor = "off-main-actor"
        /// Registrations the analyser could not run to the end, or did not run (analyser).
        public static let incompleteAnalysis = "incomplete-analysis"
        /// A `lazy var` holding an `Injected`, which resolves from the default container (analyser).
        public static let lazyInjected = "lazy-injected"
        /// A feature module importing another feature module (linter).
        public static let featureImport = "feature-import"
        /// A registration nothing injects or resolves (linter).
        public static let unusedRegistration = "unused-registration"
        /// A file the linter could not read as Swift (linter).
        public static let invalidSource = "invalid-source"
        /// An `inject-lint:` comment that names no rule or is malformed (linter).
        public static let invalidSuppression = "invalid-suppression"
        /// A resolve whose runtime argument's type is not the one the factory takes.
        public static let argumentMismatch = "argument-mismatch"
        /// A request without an argument (`@Injected`, `resolve(_:)`) for a factory that takes one.
        public static let argumentRequired = "argument-required"
        /// An `@Injected var` in an `@Observable` type without `@ObservationIgnored`, which does not compile (linter).
        package static let observableInjected = "observable-injected"

        /// Every id above, in the order listed.
        public static let all = [
            cycle, unregistered, duplicateRegistration, lifetime, requiresAwait, offMainActor, incompleteAnalysis,
            lazyInjected, featureImport, unusedRegistration, invalidSource, invalidSuppression, argumentMismatch,
            argumentRequired, observableInjected,
        ]
    }

    // MARK: cycle

    /// The headline of a cycle. `chain` starts and ends with the same service; `servicesInLoop` is the size of the
    /// strongly connected component, mentioned when the printed cycle is only part of it.
    ///
    /// ```
    /// dependency cycle: 'Mailer' → 'Outbox' → 'Mailer'; each service needs the next, so `validate()` rejects the
    /// loop even where lazy `@Injected` reads would not recurse — move what they share into a new service, or pass
    /// the value in as a parameter instead of injecting it
    /// ```
    public static func cycle(_ chain: [ServiceName], servicesInLoop: Int) -> String {
        var message = "dependency cycle: " + chain.map(\.quoted).joined(separator: " → ")
        let printed = max(1, chain.count - 1)
        if servicesInLoop > printed {
            message += " (\(servicesInLoop) services depend on each other in this loop)"
        }
        return message
            + "; each service needs the next, so `validate()` rejects the loop even where lazy `@Injected` reads would "
            + "not recurse — move what they share into a new service, or pass the value in as a parameter instead of "
            + "injecting it"
    }

    /// One hop of a cycle through a stored injection: `'Mailer' is built as 'SMTPMailer', whose
    /// 'SMTPMailer.outbox' injects 'Outbox'`.
    public static func cycleHop(
        _ service: ServiceName, builtAs concreteType: String, owner: String, member: String, injects target: ServiceName
    ) -> String {
        "\(service.quoted) is built as '\(concreteType)', whose '\(owner).\(member)' injects \(target.quoted)"
    }

    /// One hop of a cycle through a resolve in a factory: `the factory of 'Mailer' resolves 'Store'`.
    public static func cycleHop(_ service: ServiceName, resolves target: ServiceName) -> String {
        "the factory of \(service.quoted) resolves \(target.quoted)"
    }

    // MARK: unregistered

    /// The headline of a missing registration. `registeredNames` are the names the type *is* registered under
    /// (`nil` for unnamed), in registration order; empty when the type is not registered at all.
    ///
    /// ```
    /// 'Store' named "archive" is injected into 'SMTPMailer.archive' but registered only without a name; register
    /// it with `container.register(Store.self, name: "archive") { … }`, or use a registered name
    /// ```
    public static func unregistered(_ service: ServiceName, site: InjectionSite, registeredNames: [String?]) -> String {
        let fix = "register it with `\(service.registrationSnippet)`"
        guard !registeredNames.isEmpty else {
            return "\(service.quoted) is \(site.phrase) but never registered; \(fix)"
        }
        return "\(service.quoted) is \(site.phrase) but registered only \(describe(registeredNames)); \(fix), "
            + "or use a registered name"
    }

    /// `did you mean 'Mailing'?`: a note at the closest registration.
    public static func didYouMean(_ service: ServiceName) -> String {
        "did you mean \(service.quoted)?"
    }

    /// `'Archiver' is registered here`: a note at the registration of the service that asked.
    public static func registeredHere(_ service: ServiceName) -> String {
        "\(service.quoted) is registered here"
    }

    /// `without a name`, `with name "utc"`, `with names "a", "b"`, `without a name and with name "x"`.
    public static func describe(_ names: [String?]) -> String {
        var literals: [String] = []
        var seen: Set<String> = []
        var unnamed = false
        for name in names {
            guard let name else {
                unnamed = true
                continue
            }
            if seen.insert(name).inserted { literals.append(ServiceName.stringLiteral(name)) }
        }
        let named =
            literals.isEmpty
            ? "" : (literals.count == 1 ? "with name " : "with names ") + literals.joined(separator: ", ")
        if unnamed { return named.isEmpty ? "without a name" : "without a name and " + named }
        return named
    }

    // MARK: requires-await

    /// The headline of a synchronous request (`resolve`, `@Injected`, `Injected<T>()`) for a service registered with
    /// an async factory, which stops the program at run time.
    ///
    /// ```
    /// 'Database' is injected into 'Screen.database' but has an async factory, so it cannot be resolved without
    /// `await`; resolve it with `try await container.resolveAsync(Database.self)` (in a factory: an async factory
    /// and `try await r.resolveAsync(…)`)
    /// ```
    public static func requiresAwait(_ service: ServiceName, site: InjectionSite) -> String {
        let call =
            "try await container.resolveAsync(\(service.metatypeExpression)"
            + (service.name.map { ", name: " + ServiceName.stringLiteral($0) } ?? "") + ")"
        return "\(service.quoted) is \(site.phrase) but has an async factory, so it cannot be resolved without "
            + "`await`; resolve it with `\(call)` (in a factory: an async factory and `try await r.resolveAsync(…)`)"
    }

    // MARK: argument-mismatch, argument-required

    /// The headline of a resolve whose argument type is not the one the factory takes (`expected` nil: it takes
    /// none).
    ///
    /// ```
    /// 'ProfileModel' is resolved with an argument of type 'Int' but its factory takes a 'String'; pass a 'String'
    /// to `resolve(ProfileModel.self, argument: …)`
    /// ```
    public static func argumentMismatch(_ service: ServiceName, given: String, expected: String?) -> String {
        let head = "\(service.quoted) is resolved with an argument of type '\(given)' but its factory takes "
        guard let expected else {
            return head + "none; resolve it without one: `resolve(\(service.metatypeExpression)"
                + (service.name.map { ", name: " + ServiceName.stringLiteral($0) } ?? "") + ")`"
        }
        return head + "a '\(expected)'; pass a '\(expected)' to `\(argumentCall(service))`"
    }

    /// The headline of a request that cannot pass the argument the factory takes (`@Injected`, `resolve(_:)`).
    ///
    /// ```
    /// 'ProfileModel' is injected into 'Screen.model' but its factory takes an argument of type 'String', which
    /// only `resolve(ProfileModel.self, argument: …)` can pass
    /// ```
    public static func argumentRequired(_ service: ServiceName, site: InjectionSite, argumentType: String) -> String {
        "\(service.quoted) is \(site.phrase) but its factory takes an argument of type '\(argumentType)', which only "
            + "`\(argumentCall(service))` can pass"
    }

    private static func argumentCall(_ service: ServiceName) -> String {
        "resolve(\(service.metatypeExpression)"
            + (service.name.map { ", name: " + ServiceName.stringLiteral($0) } ?? "")
            + ", argument: …)"
    }

    // MARK: duplicate-registration

    /// The headline at the later of two registrations of one service.
    ///
    /// ```
    /// 'Store' named "archive" is registered again; this registration replaces the earlier one — remove one of
    /// them, or register them under different names
    /// ```
    public static func duplicateRegistration(_ service: ServiceName) -> String {
        "\(service.quoted) is registered again; this registration replaces the earlier one — remove one of them, or "
            + "register them under different names"
    }

    /// The note at the first registration: `'Store' named "archive" is first registered here`.
    public static func firstRegisteredHere(_ service: ServiceName) -> String {
        "\(service.quoted) is first registered here"
    }

    // MARK: observable-injected

    /// An `@Injected var` in an `@Observable` type without `@ObservationIgnored`: what to write instead of what the
    /// compiler says from inside the macro's expansion (`ambiguous reference to member '_store'`).
    ///
    /// ```
    /// '@Injected var store' in @Observable 'ProfileModel' needs @ObservationIgnored: the @Observable macro cannot
    /// observe a property wrapper (Swift reports "ambiguous reference to member '_store'"); write
    /// `@ObservationIgnored @Injected var store`, or hold it as `let store = Injected<Store>()`
    /// ```
    package static func observableInjected(property: String, owner: String, type: String) -> String {
        "'@Injected var \(property)' in @Observable '\(owner)' needs @ObservationIgnored: the @Observable macro cannot "
            + "observe a property wrapper (Swift reports \"ambiguous reference to member '_\(property)'\"); write "
            + "`@ObservationIgnored @Injected var \(property)`, or hold it as `let \(property) = Injected<\(type)>()`"
    }

    // MARK: lifetime

    /// The headline of a singleton that captures a shorter-lived service (`scope` is `weak` or `graph`).
    ///
    /// ```
    /// singleton 'Cache' captures 'Session', which is weak: the singleton keeps its first instance forever; register
    /// 'Session' as .singleton, or 'Cache' with a shorter scope
    /// ```
    public static func lifetime(singleton: ServiceName, captures dependency: ServiceName, scope: String) -> String {
        "singleton \(singleton.quoted) captures \(dependency.quoted), which is \(scope): the singleton keeps its first "
            + "instance forever; register \(dependency.quoted) as .singleton, or \(singleton.quoted) with a shorter scope"
    }

    /// A hop of the chain from a singleton to what it captures, through a stored injection: `'Checkout' injects
    /// 'Basket' (@Injected basket), which is transient`. `scope` is nil for a service nobody registered.
    package static func lifetimeHop(
        _ from: ServiceName, injects dependency: ServiceName, property: String, isOptional: Bool, scope: String?
    ) -> String {
        "\(from.quoted) injects \(dependency.quoted) (@Injected \(property)\(isOptional ? ", optional" : "")), which is"
            + (scope.map { " " + $0 } ?? "")
    }

    /// A hop of the chain through a resolve in a factory: `'Checkout' resolves 'Basket' in its factory, which is
    /// transient`.
    package static func lifetimeHop(_ from: ServiceName, resolves dependency: ServiceName, scope: String?) -> String {
        "\(from.quoted) resolves \(dependency.quoted) in its factory, which is" + (scope.map { " " + $0 } ?? "")
    }

    /// The note at the shorter-lived registration: `'Session' is registered as weak here`.
    public static func registeredAs(_ service: ServiceName, scope: String) -> String {
        "\(service.quoted) is registered as \(scope) here"
    }
}
