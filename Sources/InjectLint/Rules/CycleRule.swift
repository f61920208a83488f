import InjectDiagnostics

/// `cycle`: services whose factories depend on each other in a loop.
///
/// From each registration the rule follows what the start-up analyser follows: the type its factory returns
/// (`{ r in PImpl(…) }`, `return PImpl(…)`), that type's stored `@Injected` / `Injected<T>()` members (and those
/// of superclasses declared in the scanned files), and the factory's own `resolve` calls (all three forms: the
/// analyser records every resolution of a registered service a factory makes, `resolveIfRegistered`
/// included). Helpers built on the way (`PImpl(helper: Helper())`) are not followed: `Mirror` only shows the
/// analyser the returned instance's own members. Optional injections are not followed either (the analyser's
/// cycles skip optional edges: an optional dependency is how two features that need each other stay acyclic).
/// Strongly connected components (Tarjan, linear) are the cycles; each is reported once, at its first hop,
/// with one note per hop.
enum CycleRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.cycle,
        summary: "Registered services that depend on each other in a loop (found statically, as the analyser does).",
        defaultSetting: .error,
        passing: [
            """
            import Inject
            struct FooImpl: Foo { @Injected var bar: Bar }
            struct BarImpl: Bar { @Injected var clock: Clock }
            func compose(_ c: Container) {
                c.register(Foo.self) { FooImpl() }
                c.register(Bar.self) { BarImpl() }
                c.register(Clock.self) { SystemClock() }
            }
            """,
            """
            import Inject
            struct EventsImpl: Events { @Injected var email: Email? }
            struct EmailImpl: Email { @Injected var events: Events }
            func compose(_ c: Container) {
                c.register(Events.self) { EventsImpl() }
                c.register(Email.self) { EmailImpl() }
            }
            """,
        ],
        failing: [
            """
            import Inject
            struct FooImpl: Foo {
                ↓@Injected var bar: Bar
            }
            struct BarImpl: Bar { @Injected var foo: Foo }
            func compose(_ c: Container) {
                c.register(Foo.self) { FooImpl() }
                c.register(Bar.self) { BarImpl() }
            }
            """,
            """
            import Inject
            func compose(_ c: Container) {
                c.register(Mailer.self, scope: .singleton) { r in OutboxMailer(store: r.↓resolve(Store.self)) }
                c.register(Store.self) { r in
                    FileStore(mailer: r.resolve(Mailer.self))
                }
            }
            """,
            """
            // Constructor injection with inferred types, read through each type's `init`.
            import Inject
            struct OutboxMailer: Mailer { init(store: Store) {} }
            struct FileStore: Store { let mailer: Mailer }
            func compose(_ c: Container) {
                c.register(Mailer.self) { r in OutboxMailer(store: r.↓resolve()) }
                c.register(Store.self) { r in FileStore(mailer: r.resolve()) }
            }
            """,
            """
            // The type a factory builds, in an `if` expression, through a local, or from a helper function.
            import Inject
            struct Live: Foo { ↓@Injected var bar: Bar }
            struct BarImpl: Bar { @Injected var baz: Baz }
            struct BazImpl: Baz { @Injected var foo: Foo }
            func makeBaz() -> BazImpl { BazImpl() }
            func compose(_ c: Container, live: Bool) {
                c.register(Foo.self) { if live { Live() } else { Fake() } }
                c.register(Bar.self) { let bar = BarImpl(); bar.start(); return bar }
                c.register(Baz.self) { makeBaz() }
            }
            """,
        ]
    )

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        let graph = DependencyGraph(context: context)
        let finder = CycleFinder(successors: graph.edges.map { $0.map(\.to) })
        var diagnostics: [Diagnostic] = []
        for component in finder.cyclicComponents {
            // Start from the earliest registration, so the cycle reads from where the user is likely to look.
            let start = component.min { graph.nodes[$0].firstRegistration < graph.nodes[$1].firstRegistration }!
            let cycle = graph.printed(finder.shortestCycle(from: start).map { graph.edges[$0.from][$0.position] })
            guard let location = cycle.notes.first?.location else { continue }
            diagnostics.append(
                Diagnostic(
                    ruleID: description.id, severity: severity,
                    message: DiagnosticMessages.cycle(cycle.chain, servicesInLoop: graph.serviceCount(component)),
                    location: location, notes: cycle.notes))
        }
        return diagnostics
    }
}
