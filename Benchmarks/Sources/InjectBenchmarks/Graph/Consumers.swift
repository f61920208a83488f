import Dependencies
import Inject
import Swinject

// The owners whose injected property scenario (d) reads for the first time, one per library. Each holds the
// shared ``Store`` of ``SingletonStores``, so the figure is the injection machinery, not building a store.

/// Hand-written: the store arrives through the initialiser and the property is a plain `let`.
final class HandConsumer {
    let store: any Store

    init(store: any Store) {
        self.store = store
    }
}

/// Inject: the store is an `@Injected` property, resolved on first access.
final class InjectConsumer {
    @Injected var store: any Store
}

/// Swinject, property injection: the container sets `store` in an `initCompleted` handler.
final class SwinjectPropertyConsumer {
    var store: (any Store)?
}

/// Swinject, resolve-in-init: the owner asks the container it is given while it initialises.
final class SwinjectResolvingConsumer {
    let store: any Store

    init(resolver: any Swinject.Resolver) {
        store = resolver.resolve((any Store).self)!
    }
}

/// swift-dependencies: the store is a `@Dependency` property, read on access.
final class DependenciesConsumer {
    @Dependency(\.consumerStore) var store
}

/// swift-dependencies' shared store for the consumers: a `liveValue` is created once and cached.
private enum ConsumerStoreKey: DependencyKey {
    static let liveValue: any Store = InMemoryStore()
}

extension DependencyValues {
    fileprivate var consumerStore: any Store {
        get { self[ConsumerStoreKey.self] }
        set { self[ConsumerStoreKey.self] = newValue }
    }
}
