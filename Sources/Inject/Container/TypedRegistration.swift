/// The typed half of a ``Registration``: the factory, which returns a `Service`.
final class TypedRegistration<Service>: Registration, @unchecked Sendable {
    // Safe: `factory` is an immutable `@Sendable` closure; the base class documents the rest.
    private let factory: @Sendable (any Resolver) -> Service

    init(
        _ type: Service.Type, name: String?, scope: Scope, location: CodeLocation, isInherited: Bool = false,
        factory: @escaping @Sendable (any Resolver) -> Service
    ) {
        self.factory = factory
        super.init(
            key: RegistrationKey(type, name: name), serviceType: type, scope: scope, location: location,
            isInherited: isInherited)
    }

    override func copyWithFreshScope() -> Registration {
        TypedRegistration(
            Service.self, name: key.name, scope: scope, location: location, isInherited: true, factory: factory)
    }

    override func makeAny(resolver: any Resolver) -> Any {
        factory(resolver)
    }

    /// `T` is `Service`: the table finds this registration by `ObjectIdentifier(T.self)`. The runtime cast of
    /// identical types is a move, with no reference counting and no metadata lookup.
    override func make<T>(_ type: T.Type, resolver: any Resolver) -> T {
        factory(resolver) as! T
    }
}
