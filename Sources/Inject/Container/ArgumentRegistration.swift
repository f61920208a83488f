/// A registration whose factory takes a runtime argument: `register(ProfileModel.self) { (r, userID: String) in … }`.
///
/// Resolved only with ``Container/resolve(_:name:argument:)`` (or `tryResolve` / `resolveAsync` with `argument:`),
/// whose argument must have exactly the type the factory takes (``Registration/argumentType``); any other request
/// (`resolve(_:)`, `@Injected`) is refused with a message naming the `argument:` form.
final class ArgumentRegistration<Service, Argument>: Registration, @unchecked Sendable {
    // Safe: the factory is an immutable `@Sendable` closure; the base class documents the rest.
    /// The user's factory, callable synchronously; for a `.mainActor` registration only after checking the caller
    /// is on the main actor (see ``SynchronousCall``); for an `.async` one never called (a synchronous resolution
    /// is refused before).
    let factory: @Sendable (any Resolver, Argument) -> Service
    /// The user's async factory, for an `.async` registration (`{ (r, userID: String) async throws in … }`).
    let asyncFactory: (@Sendable (any Resolver, Argument) async throws -> Service)?

    convenience init(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation,
        isolatedFactory: @escaping @isolated(any) @Sendable (any Resolver, Argument) -> Service
    ) {
        let kind = RegistrationKind(isolation: isolatedFactory.isolation, of: Service.self, at: location)
        self.init(
            RegistrationKey(type, name: name), scope: scope, kind: kind, location: location, isInherited: false,
            cachesFailure: false, factory: SynchronousCall.callable(isolatedFactory), asyncFactory: nil)
    }

    /// A registration whose factory is async.
    convenience init(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation, cachesFailure: Bool,
        asyncFactory: @escaping @Sendable (any Resolver, Argument) async throws -> Service
    ) {
        self.init(
            RegistrationKey(type, name: name), scope: scope, kind: .async, location: location, isInherited: false,
            cachesFailure: cachesFailure,
            factory: { _, _ in preconditionFailure("Inject refuses a synchronous resolution of an async registration")
            },
            asyncFactory: asyncFactory)
    }

    private init(
        _ key: RegistrationKey, scope: Scope, kind: RegistrationKind, location: CodeLocation, isInherited: Bool,
        cachesFailure: Bool, factory: @escaping @Sendable (any Resolver, Argument) -> Service,
        asyncFactory: (@Sendable (any Resolver, Argument) async throws -> Service)?
    ) {
        self.factory = factory
        self.asyncFactory = asyncFactory
        super.init(
            key: key, serviceType: Service.self, scope: scope, kind: kind, location: location,
            isInherited: isInherited, cachesFailure: cachesFailure, argumentType: Argument.self)
    }

    override func copyWithFreshScope() -> Registration {
        ArgumentRegistration(
            key, scope: scope, kind: kind, location: location, isInherited: true, cachesFailure: cachesFailure,
            factory: factory, asyncFactory: asyncFactory)
    }

    /// The analyser cannot invent an argument: it runs this factory only when another factory resolves it with
    /// one (``makeAny(resolver:argument:)``), and otherwise reports it as not run.
    override func makeAny(resolver: any Resolver) -> Any {
        preconditionFailure("Inject: the analyser cannot run a factory that takes an argument without one")
    }

    override func makeAnyAsync(resolver: any Resolver) async throws -> Any {
        makeAny(resolver: resolver)
    }

    override func makeAny(resolver: any Resolver, argument: Any) -> Any {
        if let refusal = synchronousRefusal(injectedAt: nil, argumentGiven: true) { refusal.stop() }
        // Safe: the caller checked the argument's type against `argumentType`.
        return factory(resolver, argument as! Argument)
    }

    override func makeAnyAsync(resolver: any Resolver, argument: any Sendable) async throws -> Any {
        // Safe: the caller checked the argument's type against `argumentType`.
        let argument = argument as! Argument
        guard let asyncFactory else { return makeAny(resolver: resolver, argument: argument) }
        return try await asyncFactory(resolver, argument)
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

extension Registration {
    /// The instance this scope hands out for a factory taking `argument`, built with it if needed. Runs inside a
    /// pushed resolution frame; the caller checked that this is an `ArgumentRegistration<Service, Argument>`.
    ///
    /// A transient keeps nothing: the factory call is the whole resolution (the common case, kept short).
    @inline(__always)
    func instance<Service, Argument>(
        _ type: Service.Type, argument: Argument, in container: Container, state: Unmanaged<ResolutionState>
    ) -> Service {
        // Safe: only an `ArgumentRegistration<Service, Argument>` is stored under this key with this argument type.
        let typed = unsafeDowncast(self, to: ArgumentRegistration<Service, Argument>.self)
        if isTransient { return typed.factory(container, argument) }
        return keptInstance(type, in: container, state: state.takeUnretainedValue()) {
            typed.factory(container, argument)
        }
    }
}
