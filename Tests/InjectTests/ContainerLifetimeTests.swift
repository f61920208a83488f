import Inject
import Testing

/// How long a container lives: no longer than its users hold it, and as long as any resolver copy does.
///
/// These pin the lifetime rules any cheaper way of handing the container to factories must keep: resolving never
/// makes the container keep itself alive, and a resolver a service keeps is a strong, usable reference.
@Suite struct ContainerLifetimeTests {
    /// A service that keeps the resolver its factory received, to resolve from it later.
    final class LateResolver: Sendable {
        let resolver: any Resolver
        init(resolver: any Resolver) { self.resolver = resolver }
    }

    @Test func containerNobodyHoldsIsFreedAfterResolving() {
        weak var observed: Container?
        do {
            let container = Container()
            registerThreeLevels(in: container)
            observed = container
            #expect(container.resolve(Service.self).repository.store.label == "memory")
        }
        #expect(observed == nil)
    }

    @Test func resolverKeptByAServiceKeepsItsContainerAliveAndUsable() {
        weak var observed: Container?
        var late: LateResolver?
        do {
            let container = Container()
            container.register(Store.self) { MemoryStore(label: "kept") }
            container.register(LateResolver.self) { r in LateResolver(resolver: r) }
            observed = container
            late = container.resolve(LateResolver.self)
        }
        #expect(observed != nil)
        #expect(late?.resolver.resolve(Store.self).label == "kept")
        late = nil
        #expect(observed == nil)
    }

    @Test func resolverAFactoryReceivesIsTheContainerItself() {
        let container = Container()
        container.register(LateResolver.self) { r in LateResolver(resolver: r) }
        let kept = container.resolve(LateResolver.self).resolver
        #expect((kept as? Container) === container)
    }
}
