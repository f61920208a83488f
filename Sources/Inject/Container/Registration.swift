import Synchronization

/// A registration of one service type: its factory and the storage its scope needs.
final class Registration<Service>: AnyRegistration, @unchecked Sendable {
    // Safe: `factory` is immutable and `@Sendable`; `singleton` is an atomic reference; `creationLock` and
    // `weakInstance` are mutexes. Resolved values are handed to whichever thread asks, as with any container.
    let factory: @Sendable (any Resolver) -> Service
    let singleton = AtomicLazyReference<InstanceBox<Service>>()
    private let creationLock = Mutex(())
    private let weakInstance = Mutex(WeakInstance())

    init(
        _ type: Service.Type, name: String?, scope: Scope, location: SourceLocation, isInherited: Bool = false,
        factory: @escaping @Sendable (any Resolver) -> Service
    ) {
        self.factory = factory
        super.init(
            key: RegistrationKey(type, name: name), serviceType: type, scope: scope, location: location,
            isInherited: isInherited)
    }

    /// The instance this scope hands out, creating it if needed. Runs inside a pushed resolution frame.
    @inline(__always)
    func instance(in container: Container, state: ResolutionState) -> Service {
        switch scope {
        case .transient: factory(container)
        case .singleton: singletonInstance(in: container)
        case .weak: weakScopedInstance(in: container)
        case .graph: graphInstance(in: container, state: state)
        }
    }

    /// Creates the singleton exactly once: racing callers wait on `creationLock` for the first one's result.
    private func singletonInstance(in container: Container) -> Service {
        if let box = singleton.load() { return box.value }
        let box = creationLock.withLock { _ -> InstanceBox<Service> in
            if let box = singleton.load() { return box }
            return singleton.storeIfNil(InstanceBox(factory(container)))
        }
        return box.value
    }

    private func weakScopedInstance(in container: Container) -> Service {
        let box = weakInstance.withLock { shared -> InstanceBox<Service> in
            if let object = shared.object, let service = object as? Service { return InstanceBox(service) }
            let service = factory(container)
            shared.object = service as AnyObject
            return InstanceBox(service)
        }
        return box.value
    }

    private func graphInstance(in container: Container, state: ResolutionState) -> Service {
        let id = ObjectIdentifier(self)
        if let existing = state.graphInstances[id] as? Service { return existing }
        let service = factory(container)
        state.graphInstances[id] = service
        return service
    }

    override func makeInstanceForAnalysis(in container: Container) -> Any {
        factory(container)
    }

    override func copyWithFreshScope() -> AnyRegistration {
        Registration(
            Service.self, name: key.name, scope: scope, location: location, isInherited: true, factory: factory)
    }
}
