/// Which registrations of one container keep an instance in a custom scope, so that ``Container/reset(_:)`` drops
/// exactly those: linear in the instances it drops, whatever the number of registrations.
final class CustomScopes: Sendable {
    /// Per scope name, the registrations that built an instance since the scope was last reset.
    private let keeping = Lock([String: [Registration]]())

    /// Notes that `registration` now keeps an instance in scope `name`. Called under the registration's lock,
    /// right after it stored the instance.
    func note(_ registration: Registration, keepsAnInstanceIn name: String) {
        keeping.withLock { $0[name, default: []].append(registration) }
    }

    /// Forgets, and returns, the registrations that keep an instance in scope `name`.
    func takeAll(in name: String) -> [Registration] {
        keeping.withLock { $0.removeValue(forKey: name) ?? [] }
    }
}

extension Registration {
    /// The instance of a custom-scoped registration, built once per container (racing callers wait for the first
    /// build, as for a singleton) and kept until ``Container/reset(_:)`` ends the scope.
    func customScopedInstance<Service>(
        _ type: Service.Type, in container: Container, scopeName: String, make: () -> Service
    ) -> Service {
        let box = scopeLock.withLock { state -> ErasedValue in
            if let kept = state.scoped { return kept }
            let built = ErasedValue(make())
            state.scoped = built
            container.customScopes.note(self, keepsAnInstanceIn: scopeName)
            return built
        }
        return box.value(as: Service.self)
    }

    /// Keeps `service`, built by an async factory for a custom scope, unless another task kept one meanwhile;
    /// returns the one kept (everyone shares the first).
    func keepCustomScoped<Service>(_ service: Service, in container: Container, scopeName: String) -> Service {
        scopeLock.withLock { state -> ErasedValue in
            if let kept = state.scoped { return kept }
            let built = ErasedValue(service)
            state.scoped = built
            container.customScopes.note(self, keepsAnInstanceIn: scopeName)
            return built
        }
        .value(as: Service.self)
    }

    /// The kept instance of a custom-scoped registration, if any.
    var customScopedValue: ErasedValue? {
        scopeLock.withLock { $0.scoped }
    }

    /// Drops the kept instance; the next resolution builds anew. Never runs a factory.
    func dropCustomScoped() {
        // The instance is released after the lock: its deinit may resolve or reset, which takes locks of its own.
        let dropped = scopeLock.withLock { state -> ErasedValue? in
            defer { state.scoped = nil }
            return state.scoped
        }
        _ = dropped
    }
}

extension Container {
    /// Ends the custom scope `scope` in this container: every instance kept in it is dropped, and the next
    /// resolution of each of its services builds a new one.
    ///
    /// ```swift
    /// extension Scope { static let session = Scope.custom("session") }
    /// container.register(Cart.self, scope: .session) { Cart() }
    /// func logOut() { container.reset(.session) }
    /// ```
    ///
    /// Thread-safe; it never runs a factory, and touches neither singletons nor other scopes. An overriding
    /// container (a test's) keeps its own instances: resetting it leaves the original alone, and the reverse.
    /// Work is linear in the instances dropped. A built-in scope cannot be reset (a singleton lives as long as
    /// its container); asking to stops with that explanation.
    public func reset(_ scope: Scope) {
        guard let name = scope.customName else {
            Platform.writeToStandardError(
                "error: reset(\(scope)) asks to end a built-in scope; only a custom scope (`Scope.custom(\"name\")`) "
                    + "can be reset. For a fresh singleton, make a new container (tests: `container.overriding()`)\n")
            preconditionFailure("Inject: reset(\(scope)) of a built-in scope")
        }
        for registration in customScopes.takeAll(in: name) {
            registration.dropCustomScoped()
        }
    }
}
