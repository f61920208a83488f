import Inject
import Testing

@Suite struct UnregisteredCheckTests {
    struct Archiver: Sendable {
        @Injected(name: "archive", fileID: "App/Archiver.swift", line: 8, column: 14) var archive: any Store
        @Injected var analytics: (any Analytics)?
    }

    @Test func aMissingNamedRegistrationNamesTypeNameOwnerPropertyAndLocation() throws {
        let container = Container()
        container.register(Store.self, fileID: "App/Wiring.swift", line: 2, column: 5) { MemoryStore() }
        container.register(Archiver.self, fileID: "App/Wiring.swift", line: 3, column: 5) { Archiver() }
        let report = container.validate()
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(
            finding.rendered() == """
                App/Archiver.swift:8:5: error: 'Store' named "archive" is injected into 'Archiver.archive' but registered only without a name; register it with `container.register(Store.self, name: "archive") { … }`, or use a registered name [unregistered]
                App/Wiring.swift:3:5: note: 'Archiver' is registered here
                """)
    }

    @Test func aMissingDependencyOfAFactoryPointsAtTheRegistration() {
        let container = Container()
        container.register(Repository.self, fileID: "App/Wiring.swift", line: 9, column: 5) { r in
            StoreRepository(store: r.resolve())
        }
        let report = container.validate()
        #expect(
            report.findings.map { $0.rendered() } == [
                """
                App/Wiring.swift:9:5: error: 'Store' is resolved by the factory of 'Repository' but never registered; register it with `container.register(Store.self) { … }` [unregistered]
                App/Wiring.swift:9:5: note: analysis of 'Repository' stopped at its first missing dependency; what its factory needs after 'Store' is unknown until it is registered
                """
            ])
    }

    @Test func everyMissingRegistrationIsReportedAtOnce() {
        let container = Container()
        container.register(Service.self) { r in RepositoryService(repository: r.resolve()) }
        container.register(Archiver.self) { Archiver() }
        let report = container.validate()
        #expect(report.findings.map(\.ruleID) == ["unregistered", "unregistered"])
        #expect(
            report.findings.map { $0.message.prefix(26) } == [
                "'Repository' is resolved b", "'Store' named \"archive\" is",
            ])
    }

    struct Mirrored: Sendable {
        @Injected(fileID: "App/Mirrored.swift", line: 2, column: 6) var primary: any Store
        @Injected(fileID: "App/Mirrored.swift", line: 3, column: 6) var fallback: (any Store)?
        @Injected(fileID: "App/Mirrored.swift", line: 4, column: 6) var secondary: any Store
    }

    // The graph keeps one edge per (owner, service) pair and the check reported edges, so `secondary` was left out
    // (inject-lint reports each property).
    @Test func eachRequiredPropertyOfAMissingServiceIsAFinding() {
        let container = Container()
        container.register(Mirrored.self) { Mirrored() }
        #expect(
            container.validate().findings.map {
                "\($0.location!.line) \($0.message.components(separatedBy: " but ")[0])"
            }
                == ["2 'Store' is injected into 'Mirrored.primary'", "4 'Store' is injected into 'Mirrored.secondary'"])
    }

    @Test func optionalInjectionsAreNeverErrors() {
        let container = Container()
        container.register(Store.self, name: "archive") { MemoryStore() }
        container.register(Archiver.self) { Archiver() }
        container.register(Service.self) { r in
            _ = r.resolveIfRegistered(Analytics.self)
            return RepositoryService(repository: StoreRepository(store: MemoryStore()))
        }
        let report = container.validate()
        #expect(report.findings.isEmpty)
        let graph = container.dependencyGraph()
        let optionalTargets = graph.edges.filter(\.isOptional).map { graph.nodes[$0.to].label }
        #expect(optionalTargets == ["Analytics", "Analytics"])
    }

    @Test func aFactoryThatRecoversWithTryResolveIsNotMissingARegistration() {
        // Regression: `try? r.tryResolve(Missing.self)` in a factory was reported as unregistered, though the
        // factory recovers (and inject-lint, rightly, said nothing).
        let container = Container()
        container.register(Service.self) { r in
            _ = try? r.tryResolve(Analytics.self)
            return RepositoryService(repository: StoreRepository(store: MemoryStore()))
        }
        #expect(container.validate().findings.isEmpty)
        let graph = container.dependencyGraph()
        #expect(graph.edges.filter(\.isOptional).map { graph.nodes[$0.to].label } == ["Analytics"])
    }
}

// Written with the real `#column`s the compiler passes (no `column:` argument): the `@` is at column 5.
struct ArchiverAtRealColumns: Sendable {
    @Injected(name: "archive") var archive: any Store
    @Injected var analytics: any Analytics
}

/// Columns point at the `@` of `@Injected`, as the linter's do: the compiler's `#column` is the `(` of a named
/// wrapper (it pointed at column 13 here, between `Injected` and `(`), but the `I` of a plain one.
@Suite struct InjectedColumnTests {
    @Test func bothWrapperFormsPointAtTheirAt() {
        let container = Container()
        container.register(ArchiverAtRealColumns.self) { ArchiverAtRealColumns() }
        let columns = container.validate().findings.compactMap { $0.location?.column }
        #expect(columns == [5, 5])
    }
}
