import Inject
import Testing

/// The analyser tells the whole truth: each test opens with the lie it used to tell.
@Suite struct AnalyserTruthTests {
    protocol API: Sendable {}
    protocol Cache: Sendable {}
    protocol Search: Sendable {}
    protocol Index: Sendable {}
    struct Feed: Sendable { init(api: any API, cache: any Cache) {} }

    // Two missing services in one factory: only the first can be seen (the factory cannot go on without a value),
    // so the report says where the analysis of 'Feed' stopped instead of passing over the rest in silence.
    @Test func aFactoryWithTwoMissingServicesSaysWhereItsAnalysisStopped() {
        let container = Container()
        container.register(Feed.self, fileID: "App/Wiring.swift", line: 3, column: 5) { r in
            Feed(api: r.resolve(), cache: r.resolve())
        }
        let report = container.validate()
        #expect(report.hasErrors)
        #expect(
            report.rendered() == """
                App/Wiring.swift:3:5: error: 'API' is resolved by the factory of 'Feed' but never registered; register it with `container.register(API.self) { … }` [unregistered]
                App/Wiring.swift:3:5: note: analysis of 'Feed' stopped at its first missing dependency; what its factory needs after 'API' is unknown until it is registered

                """)
    }

    // A factory behind a cycle: 'Home' needs 'Alpha', which is in a cycle, so 'Home' cannot be built either.
    struct Alpha: Sendable {}
    struct Beta: Sendable {}
    struct Home: Sendable {}

    @Test func everythingBehindACycleSaysWhereItsAnalysisStopped() throws {
        let container = Container()
        container.register(Home.self, fileID: "App/Wiring.swift", line: 1, column: 5) { r in
            _ = r.resolve(Alpha.self)
            _ = r.resolve(API.self)  // behind the cycle: never reached
            return Home()
        }
        container.register(Alpha.self, fileID: "App/Wiring.swift", line: 2, column: 5) { r in
            _ = r.resolve(Beta.self)
            return Alpha()
        }
        container.register(Beta.self, fileID: "App/Wiring.swift", line: 3, column: 5) { r in
            _ = r.resolve(Alpha.self)
            return Beta()
        }
        let report = container.validate()
        let cycle = try #require(report.findings.first)
        #expect(cycle.cycleChain == "dependency cycle: 'Alpha' → 'Beta' → 'Alpha'")
        #expect(
            cycle.notes.map(\.message).filter { $0.hasPrefix("analysis of") } == [
                "analysis of 'Beta' stopped at this cycle; what its factory needs afterwards is unknown until the cycle is broken",
                "analysis of 'Alpha' stopped here too: its factory needs 'Beta', which cannot be built",
                "analysis of 'Home' stopped here too: its factory needs 'Alpha', which cannot be built",
            ])
    }

    // A decorator hides the decorated service: `Mirror` on the result sees only `LoggingSearch`.
    struct RealSearch: Search {
        @Injected(fileID: "App/RealSearch.swift", line: 2, column: 6) var index: any Index
    }
    struct LoggingSearch: Search {
        let wrapped: any Search
    }
    struct SearchIndex: Index {
        @Injected(fileID: "App/SearchIndex.swift", line: 2, column: 5) var search: any Search
    }

    @Test func aDecoratedServicesInjectionsCountAndTheirCycleIsFound() {
        let container = Container()
        container.register(Search.self) { LoggingSearch(wrapped: RealSearch()) }
        let missing = container.validate()
        // Found where the wrapper was created, inside the decorated `RealSearch`, and reported at its declaration
        // (the `@`), naming the property that holds it, as the linter does.
        #expect(missing.findings.first?.location?.description == "App/RealSearch.swift:2:5", "\(missing)")
        #expect(missing.findings.first?.message.hasPrefix("'Index' is injected into 'RealSearch.index'") == true)
        container.register(Index.self) { SearchIndex() }
        #expect(container.validate().findings.map(\.cycleChain) == ["dependency cycle: 'Search' → 'Index' → 'Search'"])
    }

    // `lazy var x = Injected<T>()` was invisible: `Mirror` sees only its empty lazy storage.
    final class Reports: @unchecked Sendable {
        // @unchecked: a lazy var is mutable; this test never shares the instance.
        lazy var cache = Injected<any Cache>()
    }

    @Test func aLazyInjectedIsSeen() {
        let container = Container()
        container.register(Reports.self, fileID: "App/Wiring.swift", line: 9, column: 5) { Reports() }
        #expect(
            container.validate().findings.filter { $0.severity == .error }.map(\.message) == [
                "'Cache' is injected into 'Reports.cache' but never registered; register it with `container.register(Cache.self) { … }`"
            ])
    }

    // A lazy `Injected` in a container's service resolved from `Container.default` at run time, and nothing said so.
    @Test func aLazyInjectedOutsideTheDefaultContainerIsAWarningNamingTheFix() throws {
        let container = Container()
        container.register(Cache.self) { MemoryCache() }
        container.register(Reports.self, fileID: "App/Wiring.swift", line: 9, column: 5) { Reports() }
        let report = container.validate()
        #expect(!report.hasErrors)
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(
            finding.rendered()
                == "App/Wiring.swift:9:5: warning: 'Reports.cache' is a `lazy var cache = Injected<Cache>()`: it is created on first access, after the factory of 'Reports' returned, so it resolves from `Container.default`, not from the container that built it; declare it `@Injected var cache: Cache`, or `let cache = Injected<Cache>()` [lazy-injected]"
        )
    }

    @Test func aLazyInjectedInTheDefaultContainerIsFine() {
        Container.withOverrides({ $0.register(Cache.self) { MemoryCache() } }) {
            Container.default.register(Reports.self) { Reports() }
            // Only this rule is asked about: other suites may register into the default container meanwhile.
            #expect(!Container.default.validate().findings.contains { $0.ruleID == "lazy-injected" })
        }
    }

    struct MemoryCache: Cache {}

    // A factory that resolves from another container, and fails there, was reported as nothing at all.
    @Test func aFailureInAnotherContainerIsAFinding() throws {
        let appContainer = Container()
        let container = Container()
        container.register(Feed.self, fileID: "App/Wiring.swift", line: 4, column: 5) { _ in
            Feed(api: appContainer.resolve(), cache: appContainer.resolve())
        }
        let report = container.validate()
        #expect(report.hasErrors)
        let finding = try #require(report.findings.first)
        #expect(finding.location?.description == "App/Wiring.swift:4:5")
        #expect(
            finding.message
                == "the factory of 'Feed' resolves 'API' from another container, not the one being validated, and it is not registered there; register it there, or resolve it through the resolver the factory receives"
        )
        #expect(finding.notes.last?.message.hasPrefix("analysis of 'Feed' stopped at this failure") == true)
    }

    @Test func aFailureInTheDefaultContainerSaysSo() {
        let isolated = Container()
        let container = Container()
        container.register(Feed.self) { _ in Feed(api: Container.default.resolve(), cache: isolated.resolve()) }
        let report = Container.withDefault(isolated) { container.validate() }
        #expect(report.findings.first?.message.contains("from 'Container.default'") == true)
    }

    // A singleton's factory ran once in validate() and again on first resolve (two connections, two timers).
    final class Connection: Sendable {}

    @Test func aSingletonsFactoryRunsAtMostOncePerContainerValidateIncluded() {
        let opened = Counter()
        let made = Counter()
        let container = Container()
        container.register(Connection.self, scope: .singleton) {
            opened.increment()
            return Connection()
        }
        container.register(Home.self) { r in
            made.increment()
            _ = r.resolve(Connection.self)
            return Home()
        }
        _ = container.validate()
        _ = container.validate()
        let connection = container.resolve(Connection.self)
        #expect(container.resolve(Connection.self) === connection)
        #expect(opened.count == 1)
        #expect(made.count == 2)  // a transient: once per validate()
        // The second validate() still saw what the singleton's factory resolves (nothing) and Home's edge.
        let graph = container.dependencyGraph()
        #expect(graph.edges.map { "\(graph.nodes[$0.from].label)→\(graph.nodes[$0.to].label)" } == ["Home→Connection"])
    }

    // A factory that traps killed the process with no word of which registration was being analysed.
    @Test func aTrappingFactoryNamesItselfOnStandardError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Home.self, name: "main", fileID: "App/Wiring.swift", line: 12, column: 5) {
                preconditionFailure("no configuration")
            }
            _ = container.validate()
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            standardError.contains(
                """
                while validate() was running the factory of 'Home' named "main", registered at App/Wiring.swift:12:5 (analysis path: Home named "main").
                Inject: the message above, if any, is the factory's own; to find out more, resolve 'Home' named "main" alone (container.resolve(Home.self, name: "main")) under a debugger, or set a breakpoint in that factory.
                """), "\(standardError)")
    }

    // Reports printed `Module/File.swift:12:6` (`#fileID`), which no editor opens from the package root, and the
    // column of an `@Injected` was one past the `@` where the linter and the compiler point.
    struct Clicked: Sendable {
        static let line = #line + 1
        @Injected var index: any Index  // the `@` is at column 9 of this line
    }

    @Test func debugReportsPointAtTheFileAnEditorOpensAndAtTheAt() throws {
        let container = Container()
        container.register(Clicked.self) { Clicked() }
        let finding = try #require(container.validate().findings.first)
        let line = Clicked.line
        let rendered = finding.rendered()
        #expect(
            rendered.contains("Tests/InjectTests/Analysis/AnalyserTruthTests.swift:\(line):9: error: "), "\(rendered)")
        #expect(!rendered.hasPrefix("InjectTests/"))
    }
}

/// A decorator's wrapped service, at real columns: the `@` of its `@Injected` is at column 49.
struct DecoratedSearchAtRealColumns: Sendable { @Injected var api: any AnalyserTruthTests.API }
struct DecoratingSearch: Sendable { let wrapped: DecoratedSearchAtRealColumns }

@Suite struct DecoratorSiteTests {
    // An `Injected` inside a decorator's wrapped service was reported as "resolved by the factory of 'Search'",
    // one column past its `@`, where the linter says "injected into 'DecoratedSearchAtRealColumns.api'".
    @Test func anInjectionInsideAWrappedServiceNamesItsPropertyAndPointsAtItsAt() throws {
        let container = Container()
        container.register(DecoratingSearch.self) { DecoratingSearch(wrapped: DecoratedSearchAtRealColumns()) }
        let finding = try #require(container.validate().findings.first)
        #expect(
            finding.message
                == "'API' is injected into 'DecoratedSearchAtRealColumns.api' but never registered; register it with `container.register(API.self) { … }`"
        )
        #expect(finding.location?.column == 49)
    }
}
