import Dependencies
import Inject
import Swinject

/// (d) Making an owner and reading its injected property for the first time (the store is a singleton that
/// already exists, so the figure is the injection machinery). Two rows, one per way of making the owner:
///
/// - **owner resolved**: each library makes the owner its idiomatic way. Hand calls the initialiser with the
///   store; Inject resolves the owner from the container and reads its `@Injected` property; Swinject
///   resolves the owner, whose `initCompleted` handler sets the property; swift-dependencies calls `init()`
///   and reads its `@Dependency` property (it has no container to resolve from).
/// - **owner made by `init()`**: the owner is made outside any container. Inject's `@Injected` then uses the
///   default container; Swinject's owner resolves from a container handed to its initialiser.
enum InjectedFirstAccessScenario {
    static func run(_ harness: Harness) -> [ResultRow] {
        [
            ResultRow.measured(
                "d. owner resolved + 1st injected read",
                harness,
                hand: handBatch(),
                inject: injectResolvedOwnerBatch(),
                swinject: swinjectInitCompletedBatch(),
                dependencies: dependenciesBatch()
            ),
            ResultRow.measured(
                "d. owner made by init() + 1st injected read",
                harness,
                hand: handBatch(),
                inject: injectDefaultContainerBatch(),
                swinject: swinjectResolveInInitBatch(),
                dependencies: dependenciesBatch()
            ),
        ]
    }

    static func handBatch() -> Harness.TimedBatch {
        let hand = SingletonStores.HandHolder()
        return Harness.timed { iterations in
            for _ in 0..<iterations { blackHole(HandConsumer(store: hand.store).store) }
        }
    }

    static func dependenciesBatch() -> Harness.TimedBatch {
        Harness.timed { iterations in
            for _ in 0..<iterations { blackHole(DependenciesConsumer().store) }
        }
    }

    static func injectResolvedOwnerBatch() -> Harness.TimedBatch {
        let container = SingletonStores.injectContainer()
        container.register(InjectConsumer.self) { InjectConsumer() }
        return Harness.timed { iterations in
            for _ in 0..<iterations { blackHole(container.resolve(InjectConsumer.self).store) }
        }
    }

    static func injectDefaultContainerBatch() -> Harness.TimedBatch {
        // Registered where an app's composition root registers: in the default container itself.
        let container = Inject.Container.default
        container.register((any Store).self, scope: .singleton) { InMemoryStore() }
        blackHole(container.resolve((any Store).self))
        return Harness.timed { iterations in
            for _ in 0..<iterations { blackHole(InjectConsumer().store) }
        }
    }

    static func swinjectInitCompletedBatch() -> Harness.TimedBatch {
        let container = SingletonStores.swinjectContainer()
        container.register(SwinjectPropertyConsumer.self) { _ in SwinjectPropertyConsumer() }
            .inObjectScope(.transient)
            .initCompleted { resolver, consumer in consumer.store = resolver.resolve((any Store).self) }
        return Harness.timed { iterations in
            for _ in 0..<iterations { blackHole(container.resolve(SwinjectPropertyConsumer.self)!.store!) }
        }
    }

    static func swinjectResolveInInitBatch() -> Harness.TimedBatch {
        let container = SingletonStores.swinjectContainer()
        return Harness.timed { iterations in
            for _ in 0..<iterations { blackHole(SwinjectResolvingConsumer(resolver: container).store) }
        }
    }
}
