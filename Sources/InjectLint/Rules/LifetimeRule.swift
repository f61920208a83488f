import InjectDiagnostics

/// `lifetime`: a `.singleton` that holds a `.weak`, `.graph` or custom-scoped service (`.custom("session")`, or a
/// constant such as `extension Scope { static let session = Scope.custom("session") }`), directly, through
/// transients in between, or through an optional injection. The singleton is built once and keeps the instance it
/// was given forever: after `container.reset(.session)` it still holds the old session's.
///
/// The analyser's `LifetimeCheck` in the linter's graph, in the same words: one finding per service a singleton
/// needs directly that leads to a shorter-lived one, with the chain as notes. A finding lands where the analyser puts
/// it: at the `@Injected` property, or at the singleton's registration when its factory resolves the service. A
/// service registered with scopes that disagree, or with a scope the linter cannot read, is never reported.
enum LifetimeRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.lifetime,
        summary: "A singleton that captures a weak, graph or custom-scoped service, directly or through transients.",
        defaultSetting: .error,
        passing: [
            """
            import Inject
            extension Scope { static let session = Scope.custom("session") }
            struct Checkout { @Injected var cart: Cart }
            func compose(_ c: Container) {
                c.register(Cart.self, scope: .session) { Cart() }
                c.register(Checkout.self, scope: .session) { Checkout() }
                c.register(Store.self, scope: .singleton) { FileStore() }
                c.register(Report.self) { r in Report(cart: r.resolve(Cart.self)) }
            }
            """
        ],
        failing: [
            """
            import Inject
            extension Scope { static let session = Scope.custom("session") }
            func compose(_ c: Container) {
                c.register(Cart.self, scope: .session) { Cart() }
                c.↓register(Checkout.self, scope: .singleton) { r in Checkout(cart: r.resolve(Cart.self)) }
            }
            """,
            """
            // Through a transient, and through a weak service held by an optional injection.
            import Inject
            struct LiveCheckout: Checkout { ↓@Injected var pricing: Pricing }
            struct LivePricing: Pricing { @Injected var cart: Cart }
            struct LiveReceipts: Receipts { ↓@Injected var printer: Printer? }
            func compose(_ c: Container) {
                c.register(Cart.self, scope: .custom("session")) { Cart() }
                c.register(Pricing.self) { LivePricing() }
                c.register(Checkout.self, scope: Scope.singleton) { LiveCheckout() }
                c.register(Printer.self, scope: .weak) { Printer() }
                c.register(Receipts.self, scope: .singleton) { LiveReceipts() }
            }
            """,
        ]
    )

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        let byService = lifetimes(context)
        // Most packages have no singleton holding anything shorter-lived: skip building the graph.
        guard byService.values.contains(.singleton), byService.values.contains(where: \.isShortLived) else {
            return []
        }
        let graph = DependencyGraph(context: context, followingOptional: true)
        let lifetimes = graph.nodes.map { node -> RegistrationLifetime? in
            guard case .service(let key, _, let name, _) = node.kind else { return nil }
            return byService[ServiceName(key, name: name).key] ?? .unknown
        }
        let reach = LifetimeReach(graph: graph, lifetimes: lifetimes)
        var diagnostics: [Diagnostic] = []
        for (node, lifetime) in lifetimes.enumerated() where lifetime == .singleton {
            for first in reach.directNeeds(of: node) {
                guard let chain = reach.chain(startingWith: first) else { continue }
                diagnostics.append(
                    diagnostic(singleton: node, chain: chain, graph: graph, lifetimes: lifetimes, context, severity))
            }
        }
        return diagnostics
    }

    /// Each registered service's lifetime, by `ServiceName.key`.
    private static func lifetimes(_ context: RuleContext) -> [String: RegistrationLifetime] {
        var lifetimes: [String: RegistrationLifetime] = [:]
        for registration in context.registrations where registration.fact.name != .dynamic {
            let key = ServiceName(registration.key, name: registration.fact.name.literal).key
            let lifetime = RegistrationLifetime(scope: registration.fact.scope, declarations: context.declarations)
            lifetimes[key] = lifetimes[key].map { $0.merged(with: lifetime) } ?? lifetime
        }
        return lifetimes
    }

    /// The finding for one chain of service-to-service hops (resolves and stored injections) from a singleton.
    private static func diagnostic(
        singleton: Int, chain: [DependencyGraph.Edge], graph: DependencyGraph, lifetimes: [RegistrationLifetime?],
        _ context: RuleContext, _ severity: Severity
    ) -> Diagnostic {
        let target = chain.last!.to
        let word = lifetimes[target]?.word ?? ""
        let singletonName = graph.nodes[singleton].service!
        var notes: [Diagnostic.Note] = []
        if chain.count > 1 || chain[0].isOptional {
            var from = singletonName
            for hop in chain {
                let to = graph.nodes[hop.to].service!
                let scope = lifetimes[hop.to]?.word
                let message: String
                if case .member(_, let member) = hop.reason {
                    message = DiagnosticMessages.lifetimeHop(
                        from, injects: to, property: member, isOptional: hop.isOptional, scope: scope)
                } else {
                    message = DiagnosticMessages.lifetimeHop(from, resolves: to, scope: scope)
                }
                notes.append(Diagnostic.Note(message: message, location: hop.location))
                from = to
            }
        }
        let targetName = graph.nodes[target].service!
        notes.append(
            Diagnostic.Note(
                message: DiagnosticMessages.registeredAs(targetName, scope: word),
                location: registrationLocation(of: target, graph: graph, context)))
        // A resolve in the factory is reported at the singleton's registration, as the analyser does (a `resolve`
        // records no location of its own at run time); a stored injection at its property.
        let location: SourceLocation?
        if case .member = chain[0].reason {
            location = chain[0].location
        } else {
            location = registrationLocation(of: singleton, graph: graph, context)
        }
        return Diagnostic(
            ruleID: description.id, severity: severity,
            message: DiagnosticMessages.lifetime(singleton: singletonName, captures: targetName, scope: word),
            location: location ?? SourceLocation(path: "", line: 1, column: 1), notes: notes)
    }

    private static func registrationLocation(
        of node: Int, graph: DependencyGraph, _ context: RuleContext
    ) -> SourceLocation? {
        let first = graph.nodes[node].firstRegistration
        guard context.registrations.indices.contains(first) else { return nil }
        return context.location(of: context.registrations[first])
    }
}

extension RegistrationLifetime {
    /// `.weak`, `.graph` or a custom scope.
    var isShortLived: Bool {
        if case .shortLived = self { return true }
        return false
    }

    /// The scope as the shared wording spells it (`transient`, `"session"-scoped`); nil when unknown.
    var word: String? {
        switch self {
        case .transient: "transient"
        case .singleton: "singleton"
        case .shortLived(let word): word
        case .unknown: nil
        }
    }
}
