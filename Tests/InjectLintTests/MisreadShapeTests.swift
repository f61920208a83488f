import Testing

@testable import InjectLint

/// The shapes issue 23 found the linter misreading on held-back corpora; each test opens with what went wrong.
@Suite struct MisreadShapeTests {
    @Test func aTypeQualifiedWithItsOwnModuleOutsideAPackageIsTheRegisteredType() {
        // `any MyModule.Clock` in an Xcode project's `MyModule/` folder (no Package.swift, no Sources/) was
        // reported as never registered beside `register(Clock.self)`: the linter did not know MyModule is a module.
        let source = """
            import Inject
            protocol Clock: Sendable {}
            struct Scheduler { @Injected var clock: any MyModule.Clock }
            func compose(_ c: Container) {
                c.register(Clock.self) { WallClock() }
                c.register(Scheduler.self) { Scheduler() }
            }
            """
        #expect(render(lint([("MyModule/Scheduler.swift", source)])) == "")
    }

    @Test func swiftOptionalSpelledOutIsAnOptionalInjection() {
        // `@Injected var analytics: Swift.Optional<Analytics>` was reported as an unregistered
        // 'Optional<Analytics>'; spelled `Analytics?` or `Optional<Analytics>` it is optional, never an error.
        let source = """
            import Inject
            struct Report { @Injected var analytics: Swift.Optional<Analytics> }
            func compose(_ c: Container) { c.register(Report.self) { Report() } }
            """
        #expect(render(lint(source)) == "")
    }

    @Test func namesRegisteredInALoopOverALiteralArrayAreThoseNames() {
        // `for name in ["primary", "archive"] { c.register(Store.self, name: name) { … } }` made the name a run-time
        // one that matches anything, so an injection of a name not in the array went unreported.
        let source = """
            import Inject
            struct Archiver {
                @Injected(name: "primary") var primary: Store
                @Injected(name: "missing") var missing: Store
            }
            func compose(_ c: Container) {
                for name in ["primary", "archive"] {
                    c.register(Store.self, name: name) { MemoryStore() }
                }
                c.register(Archiver.self) { Archiver() }
            }
            """
        let diagnostics = lint(source)
        #expect(diagnostics.map(\.ruleID) == ["unregistered"])
        #expect(
            diagnostics.first?.message.hasPrefix(
                #"'Store' named "missing" is injected into 'Archiver.missing' but registered only with names "primary", "archive""#
            ) == true)
        #expect(diagnostics.first?.location?.line == 4)
    }

    @Test func aGenericHelperWhoseTypeIsInferredMakesItsMissingServicesWarnings() {
        // `func provideSingleton<S>(_ c: Container, _ make: …) { c.register(S.self) { make() } }` called as
        // `provideSingleton(c) { WallClock() as any Clock }` registers `Clock`, which the linter cannot read: it
        // reported `Clock` as an error. Now a warning that names the helper and how to make it readable.
        let source = """
            import Inject
            struct Scheduler { @Injected var clock: any Clock }
            func provideSingleton<S>(_ c: Container, _ make: @escaping @Sendable () -> S) {
                c.register(S.self, scope: .singleton) { make() }
            }
            func compose(_ c: Container) {
                provideSingleton(c) { WallClock() as any Clock }
                c.register(Scheduler.self) { Scheduler() }
            }
            """
        let diagnostics = lint(source)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(
            diagnostics.first?.notes.first?.message.hasPrefix("'provideSingleton' registers its generic parameter")
                == true)
        #expect(diagnostics.first?.notes.first?.location?.line == 4)
    }

    @Test func aServiceRegisteredOnlyUnderAnIfTheInjectionIsNotUnderIsAnError() {
        // `#if !DEBUG c.register(Store.self) … #endif` with an unconditional `@Injected var store: Store`: every
        // branch is read, so the registration counted and a debug build's missing service went unreported.
        let source = """
            import Inject
            struct Report { @Injected var store: Store }
            func compose(_ c: Container) {
                #if !DEBUG
                c.register(Store.self) { DiskStore() }
                #endif
                c.register(Report.self) { Report() }
            }
            """
        let diagnostics = lint(source)
        #expect(diagnostics.map(\.ruleID) == ["unregistered"])
        #expect(diagnostics.first?.severity == .error)
        #expect(
            diagnostics.first?.message.hasPrefix(
                "'Store' is registered only inside an `#if` branch but injected into 'Report.store' outside it") == true
        )
        #expect(diagnostics.first?.notes.first?.location?.line == 5)
    }

    @Test func aServiceRegisteredInEveryBranchOfAnIfIsRegistered() {
        let source = """
            import Inject
            struct Report { @Injected var store: Store }
            func compose(_ c: Container) {
                #if DEBUG
                c.register(Store.self) { MemoryStore() }
                #else
                c.register(Store.self) { DiskStore() }
                #endif
                c.register(Report.self) { Report() }
            }
            """
        #expect(render(lint(source)) == "")
    }

    @Test func aServiceRegisteredOnASecondContainerIsNotTheOwnersWarning() {
        // `other.register(Store.self)` beside `main.register(Report.self) { Report() }`: `Report.store` resolves
        // from `main`, where nothing registers `Store`; one pool of registrations called it registered.
        let source = """
            import Inject
            struct Report { @Injected var store: Store }
            func compose() {
                let main = Container()
                let other = Container()
                other.register(Store.self) { DiskStore() }
                main.register(Report.self) { Report() }
            }
            """
        let diagnostics = lint(source)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(
            diagnostics.first?.message.hasPrefix(
                "'Store' is registered only on 'other' but injected into 'Report.store', which 'main' builds") == true)
    }

    @Test func oneContainerUnderTwoNamesInTwoFunctionsIsLeftAlone() {
        let source = """
            import Inject
            struct Report { @Injected var store: Store }
            func registerStores(_ container: Container) { container.register(Store.self) { DiskStore() } }
            func compose(_ c: Container) { registerStores(c); c.register(Report.self) { Report() } }
            """
        #expect(render(lint(source)) == "")
    }

    @Test(arguments: [
        "c.register(Search.self) { LoggingSearch(RealSearch()) }",
        "c.register(Search.self) { r in LoggingSearch(inner: RealSearch()) }",
        "c.register(Search.self) {\n    let real = RealSearch()\n    return LoggingSearch(real)\n}",
    ])
    func aDecoratorWrappingAnObjectWhoseInjectionClosesACycleIsACycle(registration: String) {
        // `LoggingSearch(RealSearch())`: `RealSearch.client` injects `Client`, whose `HTTPClient.search` injects
        // `Search` again. The analyser sees the wrapped object's `Injected` created while the factory runs; the
        // linter read only what the factory returns (`LoggingSearch`) and missed the cycle.
        let source = """
            import Inject
            final class RealSearch: Search { @Injected var client: Client }
            final class LoggingSearch: Search { let inner: Search; init(_ inner: Search) { self.inner = inner } }
            final class HTTPClient: Client { @Injected var search: Search }
            func compose(_ c: Container) {
                \(registration)
                c.register(Client.self) { HTTPClient() }
            }
            """
        let diagnostics = lint(source)
        #expect(diagnostics.map(\.ruleID) == ["cycle"], "\(render(diagnostics))")
        #expect(diagnostics.first?.message.hasPrefix("dependency cycle: 'Search' → 'Client' → 'Search'") == true)
    }

    @Test func injectReexportedByAModuleNotScannedIsJudgedAsWarnings() {
        // `@_exported import Inject` in AppCore, a module of another package: a feature that imports only AppCore
        // was not judged at all, so its missing services went unreported. It is judged now, at warning severity,
        // with a note saying how to name AppCore as a re-exporter (which makes the findings errors).
        let source = """
            import AppCore
            struct Report { @Injected var store: Store; @Injected var clock: Clock }
            func compose(_ c: Container) { c.register(Clock.self) { WallClock() } }
            """
        let diagnostics = lint([("Sources/Feature/Report.swift", source)])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.message.hasPrefix("'Store' is injected into 'Report.store'") == true)
        #expect(diagnostics.first?.notes.last?.message.contains(#""modulesReexportingInject""#) == true)
    }

    @Test func anotherLibrarysInjectedIsStillNotJudged() {
        let source = """
            import Resolver
            struct Report { @Injected var store: Store }
            """
        #expect(render(lint(source)) == "")
    }
}
