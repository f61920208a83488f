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
        let hand = SingletonStores.HandHolder()
        let handFigure = harness.nanosecondsPerOperation { iterations in
            for _ in 0..<iterations { blackHole(HandConsumer(store: hand.store).store) }
        }
        let dependencies = harness.nanosecondsPerOperation { iterations in
            for _ in 0..<iterations { blackHole(DependenciesConsumer().store) }
        }
        return [
            ResultRow(
                scenario: "d. owner resolved + 1st injected read",
                hand: handFigure,
                inject: measureInjectResolvedOwner(harness),
                swinject: measureSwinjectInitCompleted(harness),
                dependencies: dependencies
            ),
            ResultRow(
                scenario: "d. owner made by init() + 1st injected read",
                hand: handFigure,
                inject: measureInjectDefaultContainer(harness),
                swinject: measureSwinjectResolveInInit(harness),
                dependencies: dependencies
            ),
        ]
    }

    static func measureInjectResolvedOwner(_ harness: Harness) -> Double {
        let container = SingletonStores.injectContainer()
        container.register(InjectConsumer.self) { InjectConsumer() }
        return harness.nanosecondsPerOperation { iterations in
            for _ in 0..<iterations { blackHole(container.resolve(InjectConsumer.self).store) }
        }
    }

    static func measureInjectDefaultContainer(_ harness: Harness) -> Double {
        // Registered where an app's composition root registers: in the default container itself.
        let container = Inject.Container.default
        container.register((any Store).self, scope: .singleton) { InMemoryStore() }
        blackHole(container.resolve((any Store).self))
        return harness.nanosecondsPerOperation { iterations in
            for _ in 0..<iterations { blackHole(InjectConsumer().store) }
        }
    }

    static func measureSwinjectInitCompleted(_ harness: Harness) -> Double {
        let container = SingletonStores.swinjectContainer()
        container.register(SwinjectPropertyConsumer.self) { _ in SwinjectPropertyConsumer() }
            .inObjectScope(.transient)
            .initCompleted { resolver, consumer in consumer.store = resolver.resolve((any Store).self) }
        return harness.nanosecondsPerOperation { iterations in
            for _ in 0..<iterations { blackHole(container.resolve(SwinjectPropertyConsumer.self)!.store!) }
        }
    }

    static func measureSwinjectResolveInInit(_ harness: Harness) -> Double {
        let container = SingletonStores.swinjectContainer()
        return harness.nanosecondsPerOperation { iterations in
            for _ in 0..<iterations { blackHole(SwinjectResolvingConsumer(resolver: container).store) }
        }
    }
}
