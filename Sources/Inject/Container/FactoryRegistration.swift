/// A registration whose factory takes no runtime argument: the factory, which returns the service, kept with its
/// type erased (see ``ErasedFactory``) so that this class is not generic.
final class FactoryRegistration: Registration, @unchecked Sendable {
    // Safe: the factories are immutable `@Sendable` closures; the base class documents the rest.
    /// The user's factory, called synchronously. It must stay the first stored property (see ``TypedFactoryView``).
    /// Resolution calls it directly (``make(_:resolver:)``), so its result lands in the caller's return slot. For a `.mainActor` registration it is the user's `@MainActor` factory with the
    /// isolation cast away, called only after checking that the caller is on the main actor (what
    /// `MainActor.assumeIsolated` does); for an `.async` one it is never called (a synchronous resolution is refused
    /// before).
    ///
    /// A factory written without a resolver (`{ FileStore() }`) is kept as it is, `() -> Service`, and
    /// ``takesResolver`` says which of the two it is: wrapping it in a closure that drops the resolver would cost
    /// an allocation per registration and a call per resolution.
    private let erasedFactory: ErasedFactory
    /// Whether ``erasedFactory`` takes the resolver (`(any Resolver) -> Service`) or nothing (`() -> Service`).
    private let takesResolver: Bool
    /// The user's async factory, for an `.async` registration.
    private let erasedAsyncFactory: ErasedFactory?

    /// A synchronous registration whose factory may carry the isolation of the code that registered it: none
    /// (a plain registration) or the main actor (a main-actor registration, as with `isolation: MainActor.shared`).
    convenience init<Service>(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation,
        isolatedFactory: @escaping @isolated(any) @Sendable (any Resolver) -> Service
    ) {
        let kind = RegistrationKind(isolation: isolatedFactory.isolation, of: Service.self, at: location)
        self.init(
            RegistrationKey(type, name: name), serviceType: type, scope: scope, kind: kind, location: location,
            isInherited: false, cachesFailure: false, factory: ErasedFactory(SynchronousCall.callable(isolatedFactory)),
            takesResolver: true, asyncFactory: nil)
    }

    /// The same, for a factory that takes no resolver.
    convenience init<Service>(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation,
        isolatedFactory: @escaping @isolated(any) @Sendable () -> Service
    ) {
        let kind = RegistrationKind(isolation: isolatedFactory.isolation, of: Service.self, at: location)
        let call = SynchronousCall.callable(isolatedFactory)
        self.init(
            RegistrationKey(type, name: name), serviceType: type, scope: scope, kind: kind, location: location,
            isInherited: false, cachesFailure: false, factory: ErasedFactory(thunk: call), takesResolver: false,
            asyncFactory: nil)
    }

    /// A registration whose factory runs on the main actor.
    convenience init<Service>(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation,
        mainActorFactory: @escaping @MainActor @Sendable (any Resolver) -> Service
    ) {
        // Safe: `scopedInstance` and `makeAny` check that they run on the main actor before calling it.
        let factory = unsafeBitCast(mainActorFactory, to: (@Sendable (any Resolver) -> Service).self)
        self.init(
            RegistrationKey(type, name: name), serviceType: type, scope: scope, kind: .mainActor,
            location: location, isInherited: false, cachesFailure: false, factory: ErasedFactory(factory),
            takesResolver: true, asyncFactory: nil)
    }

    /// A registration with an async factory.
    convenience init<Service>(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation, cachesFailure: Bool,
        asyncFactory: @escaping @Sendable (any Resolver) async throws -> Service
    ) {
        let refused: @Sendable (any Resolver) -> Service = { _ in
            preconditionFailure("Inject refuses a synchronous resolution of an async registration")
        }
        self.init(
            RegistrationKey(type, name: name), serviceType: type, scope: scope, kind: .async, location: location,
            isInherited: false, cachesFailure: cachesFailure, factory: ErasedFactory(refused),
            takesResolver: true, asyncFactory: ErasedFactory(async: asyncFactory))
    }

    private init(
        _ key: RegistrationKey, serviceType: Any.Type, scope: Scope, kind: RegistrationKind, location: CodeLocation,
        isInherited: Bool, cachesFailure: Bool, factory: ErasedFactory, takesResolver: Bool,
        asyncFactory: ErasedFactory?
    ) {
        erasedFactory = factory
        self.takesResolver = takesResolver
        erasedAsyncFactory = asyncFactory
        super.init(
            key: key, serviceType: serviceType, scope: scope, kind: kind, location: location,
            isInherited: isInherited, cachesFailure: cachesFailure)
    }

    /// Calls the factory. `type` must be this registration's service type.
    ///
    /// Why through ``TypedFactoryView``: reading the factory there is a plain load of a `let` the object keeps
    /// alive, so calling it costs no retain and release of the closure, where casting an ``ErasedFactory`` back
    /// hands back a copy. This is the call every transient resolution makes.
    @inline(__always)
    func make<Service>(_ type: Service.Type, resolver: any Resolver) -> Service {
        let object = Unmanaged.passUnretained(self).toOpaque()
        if takesResolver {
            return Unmanaged<TypedFactoryView<Service>>.fromOpaque(object)._withUnsafeGuaranteedRef {
                $0.factory(resolver)
            }
        }
        return Unmanaged<TypedThunkView<Service>>.fromOpaque(object)._withUnsafeGuaranteedRef { $0.thunk() }
    }

    /// The async factory of an `.async` registration, or nil. `type` must be this registration's service type.
    func asyncFactory<Service>(_ type: Service.Type) -> (@Sendable (any Resolver) async throws -> Service)? {
        erasedAsyncFactory?.restoredAsync(type)
    }

    override func copyWithFreshScope() -> Registration {
        FactoryRegistration(
            key, serviceType: serviceType, scope: scope, kind: kind, location: location, isInherited: true,
            cachesFailure: cachesFailure, factory: erasedFactory, takesResolver: takesResolver,
            asyncFactory: erasedAsyncFactory)
    }

    // The analyser's entry points below know the service only as `serviceType`; each opens it to call the typed
    // code (they run once per registration per `validate()`, not per resolution).

    override func makeAny(resolver: any Resolver) -> Any {
        if let refusal = synchronousRefusal(injectedAt: nil) { refusal.stop() }
        return makeOpened(serviceType, resolver: resolver)
    }

    private func makeOpened<Service>(_ type: Service.Type, resolver: any Resolver) -> Any {
        make(type, resolver: resolver)
    }

    override func makeAnyAsync(resolver: any Resolver) async throws -> Any {
        guard erasedAsyncFactory != nil else { return makeAny(resolver: resolver) }
        return try await makeAsync(serviceType, resolver: resolver)
    }

    private func makeAsync<Service>(_ type: Service.Type, resolver: any Resolver) async throws -> Any {
        // Safe to unwrap: the caller checked there is one.
        try await asyncFactory(type)!(resolver)
    }

    override func existingSingleton() -> Any? {
        guard scope == .singleton, let cell = builtSingleton else { return nil }
        return value(of: cell, as: serviceType)
    }

    private func value<Service>(of cell: Unmanaged<ErasedValue>, as type: Service.Type) -> Any {
        cell._withUnsafeGuaranteedRef { $0.value(as: type) }
    }

    override func adoptAsSingleton(_ instance: Any) -> Any {
        adopt(instance, as: serviceType)
    }

    private func adopt<Service>(_ instance: Any, as type: Service.Type) -> Any {
        // Safe: `instance` came from this registration's factory, which returns `Service`.
        publishSingleton(instance as! Service)
    }
}

/// A ``FactoryRegistration`` whose service is `Service` and whose factory takes the resolver, seen with that type to
/// call its factory: never created, only a view of such a registration (see ``FactoryRegistration/make(_:resolver:)``).
///
/// Why it is sound: it has the same layout, the same base class and then one closure, at the same offset as
/// `FactoryRegistration`'s first stored property (``ErasedFactory`` is that closure, its type erased); the offset of
/// a field of a generic class whose layout does not depend on its parameter is a constant, so reading it needs no
/// metadata. Only the field is read through the view, never the class's metadata (a debug build's variable view
/// of `Service` aside, which nothing uses).
final class TypedFactoryView<Service>: Registration, @unchecked Sendable {
    // Safe: never instantiated; the registration it views documents its own safety.
    let factory: @Sendable (any Resolver) -> Service

    @available(*, unavailable, message: "a view of a FactoryRegistration, never created")
    private init() { fatalError("TypedFactoryView is never created") }
}

/// The same view of a ``FactoryRegistration`` whose factory takes no resolver (see ``TypedFactoryView``).
final class TypedThunkView<Service>: Registration, @unchecked Sendable {
    // Safe: never instantiated; the registration it views documents its own safety.
    let thunk: @Sendable () -> Service

    @available(*, unavailable, message: "a view of a FactoryRegistration, never created")
    private init() { fatalError("TypedThunkView is never created") }
}
