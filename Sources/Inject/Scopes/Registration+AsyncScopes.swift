/// The scopes of an async registration: the same promises as the synchronous ones, kept across `await`s.
extension Registration {
    /// The instance this scope hands out for an async registration, building it with `resolver` if needed.
    ///
    /// `make` is the factory: the resolver-only one, or (for a registration taking an argument) the factory
    /// applied to the caller's argument.
    func asyncInstance<Service: Sendable>(
        _ type: Service.Type, resolver: AsyncResolution,
        make: @escaping @Sendable (any Resolver) async throws -> Service
    ) async throws -> Service {
        switch scope.kind {
        case .custom(let name):
            if let kept = customScopedValue { return kept.value(as: type) }
            return keepCustomScoped(try await resolver.run(make), in: resolver.container, scopeName: name)
        case .transient:
            return try await resolver.run(make)
        case .singleton:
            return try await asyncSingleton(type, resolver: resolver, make: make)
        case .weak:
            if let shared = scopeLock.withLock({ $0.object }) as? Service { return shared }
            let service = try await resolver.run(make)
            return scopeLock.withLock { state in
                // Another task may have built one meanwhile: everyone shares the first.
                if let shared = state.object as? Service { return shared }
                state.object = service as AnyObject
                return service
            }
        case .graph:
            if let existing = resolver.graph.existing(for: self) { return existing.value(as: type) }
            let built = ErasedValue(try await resolver.run(make))
            return resolver.graph.keep(built, for: self).value(as: type)
        }
    }

    /// What a caller finds when it asks for an async singleton.
    private enum SingletonState {
        case built(Unmanaged<ErasedValue>)
        case building(Task<ErasedValue, any Error>)
        case failed(any Error)
    }

    /// The singleton, built exactly once: the first caller starts one build task, and every caller that arrives
    /// before it ends awaits that same task. The build is a task of its own so that it does not belong to (and
    /// cannot be cancelled with) whichever caller happened to come first.
    private func asyncSingleton<Service: Sendable>(
        _ type: Service.Type, resolver: AsyncResolution,
        make: @escaping @Sendable (any Resolver) async throws -> Service
    ) async throws -> Service {
        if let cell = builtSingleton { return cell._withUnsafeGuaranteedRef { $0.value(as: type) } }
        let found = scopeLock.withLock { state -> SingletonState in
            if let cell = builtSingleton { return .built(cell) }
            if let failure = state.cachedFailure { return .failed(failure) }
            if let build = state.asyncBuild { return .building(build) }
            let build = Task { try await self.buildSingleton(type, resolver: resolver, make: make) }
            state.asyncBuild = build
            return .building(build)
        }
        switch found {
        case .built(let cell): return cell._withUnsafeGuaranteedRef { $0.value(as: type) }
        case .failed(let error): throw error
        case .building(let build): return try await build.value.value(as: type)
        }
    }

    /// One build of the singleton: publish it on success; on failure forget the attempt (so the next caller
    /// retries) or, for `cachesFailure`, keep the error.
    private func buildSingleton<Service: Sendable>(
        _ type: Service.Type, resolver: AsyncResolution, make: @Sendable (any Resolver) async throws -> Service
    ) async throws -> ErasedValue {
        do {
            let cell = ErasedValue(try await resolver.run(make))
            singleton.storeReference(Unmanaged.passRetained(cell))
            scopeLock.withLock { $0.asyncBuild = nil }
            return cell
        } catch {
            scopeLock.withLock { state in
                state.asyncBuild = nil
                if cachesFailure { state.cachedFailure = error }
            }
            throw error
        }
    }
}
