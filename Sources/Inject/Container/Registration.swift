import CInjectSupport

/// One registration: its key, scope and location, the factory, and the storage its scope needs.
///
/// Why the base class is not generic over the service type: the table must hold registrations of every type,
/// and the scope storage must not make resolution look up generic metadata at run time (a hash-table probe
/// costing more than the whole resolution, since Inject's code is not specialised into the caller). The typed
/// half, ``TypedRegistration``, holds the factory; the resolving code reaches it with an unchecked downcast
/// (see ``typed(_:)``), and scoped values are kept as ``ErasedValue``s that the typed caller reads back.
class Registration: @unchecked Sendable {
    // Safe: the `let`s are immutable and Sendable (metatypes and `@Sendable` closures); `singletonWord` and
    // `sharedInjectionWord` are atomic pointers published once and never replaced; `scopeLock` is a lock.
    /// The built singleton's cell (an `Unmanaged<ErasedValue>`, or 0), published once and never replaced;
    /// retained here, released in `deinit`. Only ever touched through ``singleton``.
    ///
    /// It must stay the first stored property: ``singleton`` finds it there without an allocation of its own.
    private var singletonWord = inject_atomic_word()
    /// The storage that `@Injected` properties of the built singleton share (an `Unmanaged<InjectedStorage>`, or
    /// 0), published once and never replaced; retained here, released in `deinit`. Only ever touched through
    /// ``sharedInjection``; it must stay the second stored property, right after `singletonWord`.
    private var sharedInjectionWord = inject_atomic_word()
    let key: RegistrationKey
    let serviceType: Any.Type
    let scope: Scope
    let kind: RegistrationKind
    let location: CodeLocation
    /// True for registrations copied into an overriding container; replacing one is not a duplicate.
    let isInherited: Bool
    /// The type of the runtime argument the factory takes (`register(T.self) { (r, userID: String) in … }`), or
    /// nil for a factory that takes none.
    let argumentType: Any.Type?
    /// A synchronous registration whose factory takes no argument: resolvable from any thread by `resolve(_:)`.
    let isSynchronousWithoutArgument: Bool
    /// A `.transient` registration: its scope keeps no instance (read without copying the scope).
    let isTransient: Bool
    /// A synchronous `.transient` registration: resolving it is only the factory call (the hot path's test).
    let isPlainTransient: Bool
    /// A synchronous `.singleton`: once built, any thread may be handed it without a frame (the hot path's test).
    /// Main-actor and async singletons always take the checked path, so misuse is refused every time, not only
    /// before the first build.
    let isPlainSingleton: Bool
    /// Serialises building the singleton (`.singleton`) or guards the shared instance (`.weak`, a custom scope, an
    /// async singleton's build); a registration has one scope, so one lock serves all. Only the scopes that keep
    /// something touch it.
    var scopeLock: Lock<ScopeState> {
        // Safe to unwrap: every scope but `.transient` has one, and only those scopes' code reaches here.
        keptInstanceLock!
    }
    /// The lock, for a scope that keeps an instance. A transient registration (most of an app's) has none: the
    /// mutex and its allocation were about a tenth of registering one (callgrind, Benchmarks row e).
    private let keptInstanceLock: Lock<ScopeState>?

    /// The atomic view of `singletonWord`.
    var singleton: AtomicWord {
        @inline(__always) get { AtomicWord(firstStoredPropertyOf: self) }
    }

    /// The atomic view of `sharedInjectionWord`, the word after `singletonWord`.
    private var sharedInjection: AtomicWord {
        @inline(__always) get { AtomicWord(address: singleton.address + 1) }
    }

    /// For an async singleton: whether a failed build is kept and rethrown (`true`) or the next await retries.
    let cachesFailure: Bool

    init(
        key: consuming RegistrationKey, serviceType: Any.Type, scope: consuming Scope, kind: RegistrationKind,
        location: consuming CodeLocation, isInherited: Bool, cachesFailure: Bool, argumentType: Any.Type? = nil
    ) {
        isSynchronousWithoutArgument = kind == .synchronous && argumentType == nil
        isTransient = scope == .transient
        isPlainTransient = isSynchronousWithoutArgument && isTransient
        isPlainSingleton = isSynchronousWithoutArgument && scope == .singleton
        keptInstanceLock = isTransient ? nil : Lock(ScopeState())
        // Consumed into the stored properties: left as plain parameters, each was copied into its property and the
        // parameter destroyed afterwards, a retain and a release of every string on every registration.
        self.key = consume key
        self.scope = consume scope
        self.location = consume location
        self.argumentType = argumentType
        self.serviceType = serviceType
        self.kind = kind
        self.isInherited = isInherited
        self.cachesFailure = cachesFailure
        assert(withUnsafeMutablePointer(to: &singletonWord) { AtomicWord.isFirstStoredProperty($0, of: self) })
        assert(withUnsafeMutablePointer(to: &sharedInjectionWord) { $0 == singleton.address + 1 })
    }

    deinit {
        singleton.loadReference(ErasedValue.self)?.release()
        sharedInjection.loadReference(InjectedStorage.self)?.release()
    }

    /// The storage for an `@Injected` property, declared at `location`, of this registration's built singleton
    /// (`cell`): one that owners declared at the same place share, or a new one for another place.
    ///
    /// Why shared: a property bound to a built singleton holds only what never changes (the singleton, the
    /// property's name and declaration), the same for every owner declared at the same place, so owners made by
    /// the thousand need not allocate and free a storage each. The first declaration site to ask keeps the
    /// shared storage; others get their own. The shared storage holds the singleton itself, not the container,
    /// so the registration keeping it makes no cycle.
    func injectionStorage(bindingTo cell: Unmanaged<ErasedValue>, location: CodeLocation) -> InjectedStorage {
        if let shared = sharedInjection.loadReference(InjectedStorage.self),
            shared._withUnsafeGuaranteedRef({ $0.location == location })
        {
            return shared.takeUnretainedValue()
        }
        let storage = InjectedStorage(bindingTo: cell, name: key.name, location: location)
        let kept = Unmanaged.passRetained(storage)
        if sharedInjection.publishOnce(kept) != nil { kept.release() }
        return storage
    }

    /// `Store` or `Store named "archive"`, for messages.
    var displayName: String { TypeName.of(serviceType, name: key.name) }

    /// A copy with fresh scope storage (no singleton built yet), for an overriding container.
    func copyWithFreshScope() -> Registration {
        preconditionFailure("TypedRegistration overrides copyWithFreshScope()")
    }

    /// Runs the factory once and returns its result as `Any`, for the analyser.
    ///
    /// A `.mainActor` registration must be called on the main actor and an `.async` one through
    /// ``makeAnyAsync(resolver:)``; otherwise this stops with the same error a resolution would.
    func makeAny(resolver: any Resolver) -> Any {
        preconditionFailure("TypedRegistration overrides makeAny(resolver:)")
    }

    /// Runs a factory that takes an argument once with `argument` (of type ``argumentType``), for the analyser.
    func makeAny(resolver: any Resolver, argument: Any) -> Any {
        preconditionFailure("ArgumentRegistration overrides makeAny(resolver:argument:)")
    }

    /// Awaits a factory that takes an argument once with `argument` (of type ``argumentType``), for the analyser.
    /// (For a synchronous or main-actor one it runs the synchronous factory, as ``makeAny(resolver:argument:)``.)
    func makeAnyAsync(resolver: any Resolver, argument: any Sendable) async throws -> Any {
        preconditionFailure("ArgumentRegistration overrides makeAnyAsync(resolver:argument:)")
    }

    /// The built singleton, for the analyser; nil for other scopes and before it is built.
    func existingSingleton() -> Any? {
        preconditionFailure("TypedRegistration overrides existingSingleton()")
    }

    /// Makes `instance`, built by the analyser, this registration's singleton unless one was built meanwhile;
    /// returns the singleton. (So `validate()` never runs a singleton's factory a second time.)
    func adoptAsSingleton(_ instance: Any) -> Any {
        preconditionFailure("TypedRegistration overrides adoptAsSingleton(_:)")
    }

    /// Publishes `service` as the singleton unless one is already built; returns the one that is.
    func publishSingleton<Service>(_ service: Service) -> Service {
        let cell = scopeLock.withLock { _ in
            if let built = builtSingleton { return built }
            let cell = Unmanaged.passRetained(ErasedValue(service))
            singleton.storeReference(cell)
            return cell
        }
        return cell._withUnsafeGuaranteedRef { $0.value(as: Service.self) }
    }

    /// Awaits the factory of an `.async` registration once and returns its result as `Any`, for the analyser.
    /// (For the other kinds it runs the synchronous factory, with the same rule as ``makeAny(resolver:)``.)
    func makeAnyAsync(resolver: any Resolver) async throws -> Any {
        preconditionFailure("TypedRegistration overrides makeAnyAsync(resolver:)")
    }

    // MARK: Typed access (the caller's `Service` must be this registration's service type)

    /// This registration as its typed subclass.
    ///
    /// Safe because the table finds a registration by `ObjectIdentifier(Service.self)` and only a
    /// `TypedRegistration<Service>` is stored under that key. An unchecked downcast needs no run-time
    /// metadata for `TypedRegistration<Service>`, and the factory's result then goes straight to the caller.
    @inline(__always)
    func typed<Service>(_ type: Service.Type) -> TypedRegistration<Service> {
        unsafeDowncast(self, to: TypedRegistration<Service>.self)
    }

    /// The singleton's cell if it is built: one atomic load, no reference counting. The cell lives as long as
    /// this registration.
    @inline(__always)
    var builtSingleton: Unmanaged<ErasedValue>? {
        singleton.loadReference(ErasedValue.self)
    }

    /// The instance this scope hands out, creating it if needed. Runs inside a pushed resolution frame.
    ///
    /// Why `.transient` is tested first and the other scopes sit behind a call: a transient level is only the
    /// factory call, and this small body is inlined into the unspecialised resolution code that runs for every
    /// level of a graph; the scopes that keep an instance need a lock or a table and are not worth inlining.
    /// Main-actor and async registrations also take the call, which checks they may be built here.
    @inline(__always)
    func instance<Service>(
        _ type: Service.Type, in container: Container, state: Unmanaged<ResolutionState>
    ) -> Service {
        if isPlainTransient { return typed(type).factory(container) }
        return scopedInstance(type, in: container, state: state)
    }

    @inline(never)
    private func scopedInstance<Service>(
        _ type: Service.Type, in container: Container, state: Unmanaged<ResolutionState>
    ) -> Service {
        if !isSynchronousWithoutArgument,
            let refusal = synchronousRefusal(injectedAt: state.takeUnretainedValue().siteLocation)
        {
            refusal.stop()
        }
        return keptInstance(type, in: container, state: state.takeUnretainedValue()) { typed(type).factory(container) }
    }

    /// The instance this registration's scope keeps, or a new one from `make` when it keeps none (yet).
    ///
    /// `make` is the factory call: the resolver-only factory, or (for a registration taking an argument) the
    /// factory applied to the caller's argument. It is not escaping, so passing it allocates nothing.
    func keptInstance<Service>(
        _ type: Service.Type, in container: Container, state: ResolutionState, make: () -> Service
    ) -> Service {
        switch scope.kind {
        case .transient: make()
        case .singleton: singletonInstance(type, make: make)
        case .weak: weakScopedInstance(type, make: make)
        case .graph: graphInstance(type, state: state, make: make)
        case .custom(let name): customScopedInstance(type, in: container, scopeName: name, make: make)
        }
    }

    /// Creates the singleton exactly once: racing callers wait on `scopeLock` for the first one's result.
    ///
    /// The factory runs under the lock, so singletons that need each other could deadlock two threads that
    /// start from opposite ends at the same moment; that is a cycle, which `validate()` reports at start-up
    /// and the per-thread guard stops when one thread walks it alone.
    private func singletonInstance<Service>(_ type: Service.Type, make: () -> Service) -> Service {
        let cell =
            builtSingleton
            ?? scopeLock.withLock { _ in
                if let built = builtSingleton { return built }
                let cell = Unmanaged.passRetained(ErasedValue(make()))
                singleton.storeReference(cell)
                return cell
            }
        return cell._withUnsafeGuaranteedRef { $0.value(as: Service.self) }
    }

    private func weakScopedInstance<Service>(_ type: Service.Type, make: () -> Service) -> Service {
        let box = scopeLock.withLock { shared -> ErasedValue in
            if let object = shared.object, let service = object as? Service { return ErasedValue(service) }
            let service = make()
            shared.object = service as AnyObject
            return ErasedValue(service)
        }
        return box.value(as: Service.self)
    }

    private func graphInstance<Service>(_ type: Service.Type, state: ResolutionState, make: () -> Service) -> Service {
        let id = ObjectIdentifier(self)
        if let existing = state.graphInstances[id] { return existing.value(as: Service.self) }
        let service = make()
        state.graphInstances[id] = ErasedValue(service)
        return service
    }
}
