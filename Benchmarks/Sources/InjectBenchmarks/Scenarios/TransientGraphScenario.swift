import Dependencies
import Inject
import Swinject

/// (a) Resolving the three-level transient graph `Service → Repository → Store`: three allocations a time.
///
/// Every library builds a new instance at every level on every resolution:
/// - hand: the nested initialiser calls a composition root would write;
/// - Inject: three `.transient` registrations with constructor injection through the resolver;
/// - Swinject: three registrations in `.transient` scope (its default scope is `.graph`);
/// - swift-dependencies: values are cached singletons there, so each level is a dependency whose value is a
///   factory closure that reads the level below with `@Dependency`: three look-ups and three allocations.
enum TransientGraphScenario {
    static func run(_ harness: Harness) -> ResultRow {
        ResultRow.measured(
            "a. transient Service → Repository → Store",
            harness,
            hand: Harness.timed { iterations in
                for _ in 0..<iterations { blackHole(makeServiceByHand()) }
            },
            inject: injectBatch(),
            swinject: swinjectBatch(),
            dependencies: Harness.timed { iterations in
                for _ in 0..<iterations {
                    @Dependency(\.makeService) var makeService
                    blackHole(makeService())
                }
            }
        )
    }

    /// What a hand-written composition root does; not inlined, like a call into a container.
    @inline(never)
    static func makeServiceByHand() -> any Service {
        RepositoryBackedService(repository: StoreBackedRepository(store: InMemoryStore()))
    }

    static func injectBatch() -> Harness.TimedBatch {
        let container = Inject.Container()
        container.register((any Store).self) { InMemoryStore() }
        container.register((any Repository).self) { resolver in
            StoreBackedRepository(store: resolver.resolve((any Store).self))
        }
        container.register((any Service).self) { resolver in
            RepositoryBackedService(repository: resolver.resolve((any Repository).self))
        }
        return Harness.timed { iterations in
            for _ in 0..<iterations { blackHole(container.resolve((any Service).self)) }
        }
    }

    static func swinjectBatch() -> Harness.TimedBatch {
        let container = Swinject.Container()
        container.register((any Store).self) { _ in InMemoryStore() }.inObjectScope(.transient)
        container.register((any Repository).self) { resolver in
            StoreBackedRepository(store: resolver.resolve((any Store).self)!)
        }
        .inObjectScope(.transient)
        container.register((any Service).self) { resolver in
            RepositoryBackedService(repository: resolver.resolve((any Repository).self)!)
        }
        .inObjectScope(.transient)
        return Harness.timed { iterations in
            for _ in 0..<iterations { blackHole(container.resolve((any Service).self)!) }
        }
    }
}

/// swift-dependencies' form of a transient registration: a dependency whose value makes a new instance.
private enum MakeStoreKey: DependencyKey {
    static let liveValue: @Sendable () -> any Store = { InMemoryStore() }
}

private enum MakeRepositoryKey: DependencyKey {
    static let liveValue: @Sendable () -> any Repository = {
        @Dependency(\.makeStore) var makeStore
        return StoreBackedRepository(store: makeStore())
    }
}

private enum MakeServiceKey: DependencyKey {
    static let liveValue: @Sendable () -> any Service = {
        @Dependency(\.makeRepository) var makeRepository
        return RepositoryBackedService(repository: makeRepository())
    }
}

extension DependencyValues {
    fileprivate var makeStore: @Sendable () -> any Store {
        get { self[MakeStoreKey.self] }
        set { self[MakeStoreKey.self] = newValue }
    }

    fileprivate var makeRepository: @Sendable () -> any Repository {
        get { self[MakeRepositoryKey.self] }
        set { self[MakeRepositoryKey.self] = newValue }
    }

    fileprivate var makeService: @Sendable () -> any Service {
        get { self[MakeServiceKey.self] }
        set { self[MakeServiceKey.self] = newValue }
    }
}
