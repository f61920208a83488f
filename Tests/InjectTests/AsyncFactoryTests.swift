import Inject
import Testing

/// An async service: opening it takes a suspension, and it can fail.
final class Database: Sendable {
    let url: String
    init(url: String) { self.url = url }

    struct OpenFailed: Error, Equatable {}

    static func open(_ url: String, delay: Duration = .milliseconds(20)) async throws -> Database {
        try await Task.sleep(for: delay)
        return Database(url: url)
    }
}

final class DatabaseRepository: Repository {
    let database: Database
    let store: any Store
    init(database: Database, store: any Store) {
        self.database = database
        self.store = store
    }
}

/// Built by an async factory; its `@Injected` property must resolve from the container that built it.
final class Session: @unchecked Sendable {
    // Safe: the wrapper's state is shared only through its own atomics.
    @Injected var store: any Store
}

@Suite struct AsyncFactoryTests {
    @Test func asyncFactoryIsResolvedWithAwait() async throws {
        let container = Container()
        container.register(Database.self) { () async throws in try await Database.open("db://main") }
        let database = try await container.resolveAsync(Database.self)
        #expect(database.url == "db://main")
    }

    @Test func asyncFactoryWithAResolverAwaitsItsDependencies() async throws {
        let container = Container()
        container.register(Store.self) { MemoryStore(label: "sync") }
        container.register(Database.self, scope: .singleton) { () async throws in try await Database.open("db://x") }
        container.register(Repository.self) { r async throws in
            DatabaseRepository(database: try await r.resolveAsync(), store: r.resolve())
        }
        let repository: any Repository = try await container.resolveAsync()
        let typed = try #require(repository as? DatabaseRepository)
        #expect(typed.database.url == "db://x")
        #expect(typed.store.label == "sync")
    }

    @Test func singletonIsBuiltOnceWhenHundredTasksAwaitIt() async throws {
        for _ in 0..<10 {
            let built = Counter()
            let container = Container()
            container.register(Database.self, scope: .singleton) { () async throws in
                built.increment()
                return try await Database.open("db://shared")
            }
            let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<100 {
                    group.addTask { ObjectIdentifier(try await container.resolveAsync(Database.self)) }
                }
                return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
            }
            #expect(built.count == 1)
            #expect(identities.count == 1)
        }
    }

    @Test func failedSingletonBuildIsNotCachedTheNextAwaitRetries() async throws {
        let attempts = Counter()
        let container = Container()
        container.register(Database.self, scope: .singleton) { () async throws in
            if attempts.increment() == 1 { throw Database.OpenFailed() }
            return try await Database.open("db://retry")
        }
        await #expect(throws: Database.OpenFailed()) { try await container.resolveAsync(Database.self) }
        let database = try await container.resolveAsync(Database.self)
        let again = try await container.resolveAsync(Database.self)
        #expect(database === again)
        #expect(attempts.count == 2)
    }

    @Test func everyTaskAwaitingAFailingBuildGetsItsError() async throws {
        let attempts = Counter()
        let container = Container()
        container.register(Database.self, scope: .singleton) { () async throws in
            attempts.increment()
            try await Task.sleep(for: .milliseconds(50))
            throw Database.OpenFailed()
        }
        let failures = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<20 {
                group.addTask { (try? await container.resolveAsync(Database.self)) == nil }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(failures == 20)
        // Tasks that arrived while a build was running shared it; none started twenty builds.
        #expect(attempts.count < 20)
    }

    @Test func cachesFailureKeepsTheErrorForLaterCallers() async throws {
        let attempts = Counter()
        let container = Container()
        container.register(Database.self, scope: .singleton, cachesFailure: true) { () async throws in
            attempts.increment()
            throw Database.OpenFailed()
        }
        await #expect(throws: Database.OpenFailed()) { try await container.resolveAsync(Database.self) }
        await #expect(throws: Database.OpenFailed()) { try await container.resolveAsync(Database.self) }
        #expect(attempts.count == 1)
    }

    @Test func synchronousTryResolveOfAnAsyncRegistrationSaysToAwaitIt() throws {
        let container = Container()
        container.register(Database.self, fileID: "App/Composition.swift", line: 20, column: 5) { () async throws in
            try await Database.open("db://x")
        }
        let error = #expect(throws: ResolutionError.self) { try container.tryResolve(Database.self) }
        #expect(
            error?.message == """
                App/Composition.swift:20:5: error: 'Database' has an async factory, so it cannot be resolved \
                synchronously; resolve it with 'try await container.resolveAsync(Database.self)' (inside a \
                factory: an async factory and 'try await r.resolveAsync(…)') [requires-await]
                """)
    }

    @Test func synchronousResolveOfAnAsyncRegistrationStopsSayingToAwaitIt() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Database.self, scope: .singleton) { () async throws in Database(url: "db://x") }
            // Even once built, a synchronous resolve is refused: the rule does not depend on timing.
            _ = try? await container.resolveAsync(Database.self)
            _ = container.resolve(Database.self)
        }.map { result in
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(stderr.contains("'Database' has an async factory, so it cannot be resolved synchronously"))
            #expect(stderr.contains("[requires-await]"))
        }
    }

    @Test func cycleThroughAsyncFactoriesIsThrownNotAwaitedForever() async throws {
        let container = Container()
        container.register(Database.self, scope: .singleton, fileID: "App/A.swift", line: 1, column: 1) {
            r async throws in
            _ = try await r.resolveAsync(Repository.self)
            return Database(url: "never")
        }
        container.register(Repository.self, scope: .singleton, fileID: "App/A.swift", line: 2, column: 1) {
            r async throws in
            DatabaseRepository(database: try await r.resolveAsync(), store: MemoryStore())
        }
        let error = await #expect(throws: ResolutionError.self) { try await container.resolveAsync(Database.self) }
        #expect(error?.path.map(\.service) == ["Database", "Repository", "Database"])
    }

    @Test func missingServiceInAnAsyncFactoryIsThrownWithItsPath() async throws {
        let container = Container()
        container.register(Repository.self) { r async throws in
            DatabaseRepository(database: try await r.resolveAsync(), store: MemoryStore())
        }
        let error = await #expect(throws: ResolutionError.self) { try await container.resolveAsync(Repository.self) }
        #expect(error?.path.map(\.service) == ["Repository", "Database"])
        #expect(error?.diagnostic.ruleID == "unregistered")
    }

    @Test func injectedPropertiesOfWhatAnAsyncFactoryBuildsResolveFromItsContainer() async throws {
        let container = Container()
        container.register(Store.self) { MemoryStore(label: "from the resolving container") }
        container.register(Session.self) { () async throws in Session() }
        let session = try await container.resolveAsync(Session.self)
        #expect(session.store.label == "from the resolving container")
    }

    @Test func resolveAsyncBuildsSynchronousRegistrationsToo() async throws {
        let container = Container()
        registerThreeLevels(in: container)
        let service: any Service = try await container.resolveAsync()
        #expect(service.repository.store.label == "memory")
    }

    @Test func asyncGraphScopeIsSharedWithinOneResolution() async throws {
        final class Unit: Sendable {}
        final class Pair: Sendable {
            let first: Unit
            let second: Unit
            init(first: Unit, second: Unit) {
                self.first = first
                self.second = second
            }
        }
        let container = Container()
        container.register(Unit.self, scope: .graph) { () async throws in Unit() }
        container.register(Pair.self) { r async throws in
            Pair(first: try await r.resolveAsync(), second: try await r.resolveAsync())
        }
        let pair = try await container.resolveAsync(Pair.self)
        let other = try await container.resolveAsync(Pair.self)
        #expect(pair.first === pair.second)
        #expect(pair.first !== other.first)
    }

    @Test func asyncWeakScopeSharesWhileHeld() async throws {
        final class Cache: Sendable {}
        let container = Container()
        container.register(Cache.self, scope: .weak) { () async throws in Cache() }
        let held = try await container.resolveAsync(Cache.self)
        #expect(try await container.resolveAsync(Cache.self) === held)
    }
}
