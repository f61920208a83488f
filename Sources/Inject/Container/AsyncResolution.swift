/// One `resolveAsync` in progress, and the resolver every async factory in it receives.
///
/// Why a resolver of its own and not the thread's ``ResolutionState``: an async resolution moves between threads at
/// every `await`, so its chain (the cycle guard) and its `.graph` instances travel with it instead. Synchronous
/// requests made from an async factory (`r.resolve(…)`) go to the container as usual.
final class AsyncResolution: Resolver, Sendable {
    let container: Container
    /// The async registrations being built, outermost first: asking for one of them again is a cycle.
    let chain: [Registration]
    /// The `.graph` instances of the top-level `resolveAsync`, shared by all its async factories.
    let graph: GraphInstances

    init(container: Container, chain: [Registration] = [], graph: GraphInstances = GraphInstances()) {
        self.container = container
        self.chain = chain
        self.graph = graph
    }

    func resolve<Service>(_ type: Service.Type, name: String?) -> Service {
        container.resolve(type, name: name)
    }

    func tryResolve<Service>(_ type: Service.Type, name: String?) throws(ResolutionError) -> Service {
        try container.tryResolve(type, name: name)
    }

    func resolveIfRegistered<Service>(_ type: Service.Type, name: String?) -> Service? {
        container.resolveIfRegistered(type, name: name)
    }

    /// Resolves any kind of registration: a synchronous one right here, a main-actor one on the main actor, an
    /// async one by awaiting its factory (or its singleton's single build).
    func resolveAsync<Service: Sendable>(_ type: Service.Type, name: String?) async throws -> Service {
        guard let found = container.registrations.lookup(RegistrationKey(type, name: name)) else {
            throw missingError(type, name: name)
        }
        let registration = found.takeUnretainedValue()
        // A factory that takes an argument is refused naming the `argument:` form (thrown: the caller awaits).
        if registration.argumentType != nil, let refusal = registration.argumentRefusal(given: nil) { throw refusal }
        switch registration.kind {
        case .synchronous:
            return try container.resolution(of: found, type, site: nil)
        case .mainActor:
            let container = container
            return try await MainActor.run { try container.tryResolve(type, name: name) }
        case .async:
            // Safe to unwrap: an `.async` registration without an argument is a `TypedRegistration` with one.
            return try await awaitInstance(of: registration, type, make: registration.typed(type).asyncFactory!)
        }
    }

    /// ``resolveAsync(_:name:)`` for a factory that takes `argument` (see ``Container/resolveAsync(_:name:argument:)``).
    func resolveAsync<Service: Sendable, Argument: Sendable>(
        _ type: Service.Type, name: String?, argument: Argument
    ) async throws -> Service {
        guard let found = container.registrations.lookup(RegistrationKey(type, name: name)) else {
            throw missingError(type, name: name)
        }
        let registration = found.takeUnretainedValue()
        if let refusal = registration.argumentRefusal(given: Argument.self) { throw refusal }
        switch registration.kind {
        case .synchronous:
            return try container.tryResolve(type, name: name, argument: argument)
        case .mainActor:
            let container = container
            return try await MainActor.run { try container.tryResolve(type, name: name, argument: argument) }
        case .async:
            // Safe: only an `ArgumentRegistration<Service, Argument>` is stored under this key with this argument
            // type, and an `.async` one has an async factory.
            let factory = unsafeDowncast(registration, to: ArgumentRegistration<Service, Argument>.self).asyncFactory!
            return try await awaitInstance(of: registration, type) { r in try await factory(r, argument) }
        }
    }

    /// Awaits an async registration's instance with a resolver whose chain ends with it, after checking that it
    /// is not already being built in this resolution (a cycle, thrown, never awaited forever).
    private func awaitInstance<Service: Sendable>(
        of registration: Registration, _ type: Service.Type,
        make: @escaping @Sendable (any Resolver) async throws -> Service
    ) async throws -> Service {
        if let start = chain.firstIndex(where: { $0 === registration }) {
            throw ResolutionError.cycle(path: (chain[start...] + [registration]).map(Self.step))
        }
        let inner = AsyncResolution(container: container, chain: chain + [registration], graph: graph)
        return try await registration.asyncInstance(type, resolver: inner, make: make)
    }

    /// Runs an async factory with this resolver, with ``Container/default`` bound to the resolving container so
    /// that `@Injected` properties of what it builds resolve from there (a synchronous factory gets that from
    /// its thread's resolution frame, which an async one does not have).
    func run<Service>(_ factory: @Sendable (any Resolver) async throws -> Service) async throws -> Service {
        try await DefaultContainer.$override.withValue(container) {
            try await factory(self)
        }
    }

    private func missingError(_ type: Any.Type, name: String?) -> ResolutionError {
        .unregistered(
            service: TypeName.of(type), name: name, requestedBy: chain.last.map { TypeName.of($0.serviceType) },
            injectedAt: nil,
            path: chain.map(Self.step)
                + [ResolutionStep(service: TypeName.of(type), name: name, registeredAt: nil, injectedAt: nil)])
    }

    private static func step(_ registration: Registration) -> ResolutionStep {
        ResolutionStep(
            service: TypeName.of(registration.serviceType), name: registration.key.name,
            registeredAt: registration.location, injectedAt: nil)
    }
}

/// The `.graph` instances of one top-level async resolution (its factories may run in parallel, hence the lock).
final class GraphInstances: Sendable {
    private let instances = Lock<[ObjectIdentifier: ErasedValue]>([:])

    /// The instance `registration` already has in this resolution, if any.
    func existing(for registration: Registration) -> ErasedValue? {
        instances.withLock { $0[ObjectIdentifier(registration)] }
    }

    /// Keeps `value` as `registration`'s instance unless one was kept meanwhile; returns the one kept.
    func keep(_ value: ErasedValue, for registration: Registration) -> ErasedValue {
        instances.withLock { instances in
            if let earlier = instances[ObjectIdentifier(registration)] { return earlier }
            instances[ObjectIdentifier(registration)] = value
            return value
        }
    }
}
