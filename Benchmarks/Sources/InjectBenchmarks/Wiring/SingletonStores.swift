import Dependencies
import Inject
import Swinject

/// One shared ``Store`` per library, already created, for the singleton scenarios (b) and (c).
enum SingletonStores {
    /// Hand-written access to a shared instance: a call that returns the stored reference.
    ///
    /// The call is not inlined and returns an owned (+1) reference, as every container's `resolve` does, so
    /// hand pays the same retain and release a caller of a container pays, and no more.
    final class HandHolder: Sendable {
        let store: any Store = InMemoryStore()

        @inline(never)
        func resolve() -> any Store {
            store
        }
    }

    /// An Inject container holding a `.singleton` store, resolved once so it exists before timing.
    static func injectContainer() -> Inject.Container {
        let container = Inject.Container()
        container.register((any Store).self, scope: .singleton) { InMemoryStore() }
        blackHole(container.resolve((any Store).self))
        return container
    }

    /// A Swinject container holding a `.container`-scoped (singleton) store, resolved once before timing.
    static func swinjectContainer() -> Swinject.Container {
        let container = Swinject.Container()
        container.register((any Store).self) { _ in InMemoryStore() }.inObjectScope(.container)
        blackHole(container.resolve((any Store).self)!)
        return container
    }

    /// Reads swift-dependencies' shared store the documented way, through `@Dependency`.
    @inline(__always)
    static func dependenciesStore() -> any Store {
        @Dependency(\.sharedStore) var store
        return store
    }
}

/// swift-dependencies' singleton: a `liveValue` is created once and cached for the process.
private enum SharedStoreKey: DependencyKey {
    static let liveValue: any Store = InMemoryStore()
}

extension DependencyValues {
    fileprivate var sharedStore: any Store {
        get { self[SharedStoreKey.self] }
        set { self[SharedStoreKey.self] = newValue }
    }
}
