/// The typed half of a ``Registration``: the factory, which returns a `Service`.
final class TypedRegistration<Service>: Registration, @unchecked Sendable {
    // Safe: the factories are immutable `@Sendable` closures; the base class documents the rest.
    /// The user's factory, called synchronously. Resolution calls it directly, so its result lands in the caller's
    /// return slot. For a `.mainActor` registration it is the user's `@MainActor` factory with the isolation cast
    /// away, called only after checking that the caller is on the main actor (what `MainActor.assumeIsolated`
    /// does); for an `.async` one it is never called (a synchronous resolution is refused before).
    let factory: SynchronousFactory<Service>
    /// The user's async factory, for an `.async` registration.
    let asyncFactory: (@Sendable (any Resolver) async throws -> Service)?

    /// A synchronous registration whose factory may carry the isolation of the code that registered it: none
    /// (a plain registration) or the main actor (a main-actor registration, as with `isolation: MainActor.shared`).
    convenience init(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation,
        isolatedFactory: @escaping @isolated(any) @Sendable (any Resolver) -> Service
    ) {
        let kind = RegistrationKind(isolation: isolatedFactory.isolation, of: Service.self, at: location)
        self.init(
            RegistrationKey(type, name: name), scope: scope, kind: kind, location: location, isInherited: false,
            cachesFailure: false, factory: .resolving(SynchronousCall.callable(isolatedFactory)), asyncFactory: nil)
    }

    /// The same, for a factory that takes no resolver.
    convenience init(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation,
        isolatedFactory: @escaping @isolated(any) @Sendable () -> Service
    ) {
        let kind = RegistrationKind(isolation: isolatedFactory.isolation, of: Service.self, at: location)
        self.init(
            RegistrationKey(type, name: name), scope: scope, kind: kind, location: location, isInherited: false,
            cachesFailure: false, factory: .plain(SynchronousCall.callable(isolatedFactory)), asyncFactory: nil)
    }

    /// A registration whose factory runs on the main actor.
    convenience init(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation,
        mainActorFactory: @escaping @MainActor @Sendable (any Resolver) -> Service
    ) {
        // Safe: `scopedInstance` and `makeAny` check that they run on the main actor before calling it.
        let factory = unsafeBitCast(mainActorFactory, to: (@Sendable (any Resolver) -> Service).self)
        self.init(
            RegistrationKey(type, name: name), scope: scope, kind: .mainActor, location: location,
            isInherited: false, cachesFailure: false, factory: .resolving(factory), asyncFactory: nil)
    }

    /// The same, for a main-actor factory that takes no resolver.
    convenience init(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation,
        mainActorFactory: @escaping @MainActor @Sendable () -> Service
    ) {
        // Safe: as above.
        let factory = unsafeBitCast(mainActorFactory, to: (@Sendable () -> Service).self)
        self.init(
            RegistrationKey(type, name: name), scope: scope, kind: .mainActor, location: location,
            isInherited: false, cachesFailure: false, factory: .plain(factory), asyncFactory: nil)
    }

    /// A registration with an async factory.
    convenience init(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation, cachesFailure: Bool,
        asyncFactory: @escaping @Sendable (any Resolver) async throws -> Service
    ) {
        self.init(
            RegistrationKey(type, name: name), scope: scope, kind: .async, location: location, isInherited: false,
            cachesFailure: cachesFailure,
            factory: .plain { preconditionFailure("Inject refuses a synchronous resolution of an async registration") },
            asyncFactory: asyncFactory)
    }

    private init(
        _ key: consuming RegistrationKey, scope: consuming Scope, kind: RegistrationKind,
        location: consuming CodeLocation, isInherited: Bool, cachesFailure: Bool,
        factory: consuming SynchronousFactory<Service>,
        asyncFactory: consuming (@Sendable (any Resolver) async throws -> Service)?
    ) {
        // Consumed rather than copied into the stored properties, as in `Registration.init`.
        self.factory = consume factory
        self.asyncFactory = consume asyncFactory
        super.init(
            key: consume key, serviceType: Service.self, scope: consume scope, kind: kind, location: consume location,
            isInherited: isInherited, cachesFailure: cachesFailure)
    }

    override func copyWithFreshScope() -> Registration {
        TypedRegistration(
            key, scope: scope, kind: kind, location: location, isInherited: true, cachesFailure: cachesFailure,
            factory: factory, asyncFactory: asyncFactory)
    }

    override func makeAny(resolver: any Resolver) -> Any {
        if let refusal = synchronousRefusal(injectedAt: nil) { refusal.stop() }
        return factory(resolver)
    }

    override func makeAnyAsync(resolver: any Resolver) async throws -> Any {
        guard let asyncFactory else { return makeAny(resolver: resolver) }
        return try await asyncFactory(resolver)
    }

    override func existingSingleton() -> Any? {
        guard scope == .singleton, let cell = builtSingleton else { return nil }
        return cell._withUnsafeGuaranteedRef { $0.value(as: Service.self) }
    }

    override func adoptAsSingleton(_ instance: Any) -> Any {
        // Safe: `instance` came from this registration's factory, which returns `Service`.
        publishSingleton(instance as! Service)
    }
}
