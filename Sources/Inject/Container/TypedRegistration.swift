/// The typed half of a ``Registration``: the factory, which returns a `Service`.
final class TypedRegistration<Service>: Registration, @unchecked Sendable {
    // Safe: `factory` is an immutable `@Sendable` closure; the base class documents the rest.
    /// The user's factory. Resolution calls it directly, so its result lands in the caller's return slot.
    let factory: @Sendable (any Resolver) -> Service

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

    override func existingSingleton() -> Any? {
        guard scope == .singleton, let cell = builtSingleton else { return nil }
        return cell._withUnsafeGuaranteedRef { $0.value(as: Service.self) }
    }

    override func adoptAsSingleton(_ instance: Any) -> Any {
        // Safe: `instance` came from this registration's factory, which returns `Service`.
        publishSingleton(instance as! Service)
    }
}
