/// A registration's factory with its service type erased: `@Sendable (any Resolver) -> Service` (or the forms
/// without a resolver and async) stored without naming `Service`, and restored by the typed caller.
///
/// Why: allocating an instance of a class generic over its service needs that class's metadata for the service,
/// which the runtime looks up in a shared, hashed cache on every registration (Inject's code is not specialised
/// into the caller). Erasing the factory lets one non-generic class, ``FactoryRegistration``, hold them all.
///
/// How it is safe: every closure is two words, a function pointer and a reference-counted context, whatever its
/// signature, so the erased form copies, retains and releases it exactly as the typed one would. It is only ever
/// *called* with its exact type given back, which the caller knows, since the table finds a registration by
/// `ObjectIdentifier(Service.self)`: see ``FactoryRegistration/make(_:resolver:)`` and ``restoredAsync(_:)``.
/// The casts go through one-field structs, as ``SynchronousCall`` does, so the closure keeps the representation
/// it was stored with (no reabstraction thunk).
struct ErasedFactory: @unchecked Sendable {
    // Safe: it holds a `@Sendable` closure.
    /// Never called as this type; only kept alive.
    private let storage: @Sendable () -> Void

    init<Service>(_ factory: @escaping @Sendable (any Resolver) -> Service) {
        self = unsafeBitCast(Typed(call: factory), to: ErasedFactory.self)
    }

    init<Service>(thunk: @escaping @Sendable () -> Service) {
        self = unsafeBitCast(TypedThunk(call: thunk), to: ErasedFactory.self)
    }

    init<Service>(async factory: @escaping @Sendable (any Resolver) async throws -> Service) {
        self = unsafeBitCast(TypedAsync(call: factory), to: ErasedFactory.self)
    }

    /// The async factory as it was stored. `type` must be the `Service` it was stored with.
    func restoredAsync<Service>(_ type: Service.Type) -> @Sendable (any Resolver) async throws -> Service {
        unsafeBitCast(self, to: TypedAsync<Service>.self).call
    }

    private struct Typed<Service> {
        let call: @Sendable (any Resolver) -> Service
    }

    private struct TypedThunk<Service> {
        let call: @Sendable () -> Service
    }

    private struct TypedAsync<Service> {
        let call: @Sendable (any Resolver) async throws -> Service
    }
}
