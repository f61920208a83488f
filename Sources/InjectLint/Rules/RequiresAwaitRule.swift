import InjectDiagnostics

/// `requires-await`: a synchronous request (`@Injected`, `Injected<T>()`, `resolve`) for a service registered only
/// with async factories. The library stops the program at that request, so the start-up analyser reports it in the
/// same words (`DiagnosticMessages.requiresAwait`).
///
/// A factory is async when its closure says so (`{ r async throws in … }`) or awaits in its own body. Only
/// `resolveAsync` may ask for such a service; `tryResolve` throws the refusal to its caller, who handles it, but
/// `resolveIfRegistered` finds the registration and stops like `resolve`.
enum RequiresAwaitRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.requiresAwait,
        summary: "A synchronous injection or resolve of a service whose factory is async.",
        defaultSetting: .error,
        passing: [
            """
            import Inject
            func compose(_ c: Container) {
                c.register(Database.self, scope: .singleton) { () async throws in try await Database.open() }
                c.register(Repository.self) { r async throws in Repository(try await r.resolveAsync(Database.self)) }
                c.register(Clock.self) { SystemClock() }
            }
            struct Report { @Injected var clock: Clock }
            """,
            """
            import Inject
            func compose(_ c: Container) {
                c.register(Database.self) { await Database.open() }
                c.register(Cache.self) { Cache(loader: { await load() }) }
            }
            struct Screen { @Injected var cache: Cache }
            func start(_ c: Container) async throws {
                let db: Database = try await c.resolveAsync()
                let maybe = try? c.tryResolve(Database.self)
            }
            """,
        ],
        failing: [
            """
            import Inject
            func compose(_ c: Container) {
                c.register(Database.self, scope: .singleton) { () async throws in try await Database.open() }
                c.register(Repository.self) { r in Repository(r.↓resolve(Database.self)) }
            }
            final class Screen { ↓@Injected var database: Database }
            """,
            """
            import Inject
            func compose(_ c: Container) {
                c.register(Database.self) { await Database.open() }
                c.register(Feed.self) { r async throws in Feed(database: r.↓resolve(Database.self)) }
            }
            final class Report: Sendable { let database = ↓Injected<Database>() }
            func start(_ c: Container) { let database = c.↓resolveIfRegistered(Database.self) }
            """,
        ]
    )

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for injection in context.injections {
            let fact = injection.fact
            if fact.isAwaited || fact.isTryResolve { continue }
            let registrations = (context.registrationsByType[injection.key] ?? []).filter {
                context.registrations[$0].fact.name.matches(fact.name)
            }
            // The manifest's registrations count as the sources' do (a feature checked on its own).
            let recorded = (context.manifestRegistrations[injection.key] ?? []).filter {
                $0.name.argument.matches(fact.name)
            }
            guard !registrations.isEmpty || !recorded.isEmpty,
                registrations.allSatisfy({ context.registrations[$0].fact.isAsync }), recorded.allSatisfy(\.isAsync)
            else { continue }
            diagnostics.append(
                Diagnostic(
                    ruleID: description.id, severity: severity,
                    message: DiagnosticMessages.requiresAwait(
                        ServiceName(fact.type, name: fact.name.literal),
                        site: UnregisteredRule.site(of: fact, factory: context.factory(of: injection))),
                    location: context.location(of: injection)))
        }
        return diagnostics
    }
}
