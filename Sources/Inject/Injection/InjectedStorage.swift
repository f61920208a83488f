import Synchronization

/// The shared, lazily filled state behind one ``Injected`` property.
///
/// A reference so that a `let` wrapper (and copies of a struct that holds one) resolve once and agree. It is
/// also the property's ``InjectionSite``, which resolution frames point at.
final class InjectedStorage<Service>: InjectionSite, @unchecked Sendable {
    // Safe: every stored property is immutable except `resolved`, an atomic reference published once. The
    // resolved value crosses threads only if `Injected<Service>` is Sendable, which requires `Service: Sendable`.
    /// Held strongly, so a property can always be read, even after everything else let go of its container. The
    /// price: a singleton with `@Injected` properties keeps its container alive (a cycle through the singleton),
    /// which matters only for short-lived containers such as a test's.
    let container: Container
    let name: String?
    private let resolved = AtomicLazyReference<ErasedValue>()

    init(container: Container, name: String?, location: CodeLocation, owner: Registration?) {
        self.container = container
        self.name = name
        super.init(location: location, owner: owner)
    }

    /// The dependency. If two threads race the very first access, both may resolve and one result is kept for
    /// everyone (no lock is held while resolving, so a lazy property can never deadlock its owner).
    var value: Service {
        if let box = resolved.load() { return box.value(as: Service.self) }
        return resolved.storeIfNil(ErasedValue(resolveNow())).value(as: Service.self)
    }

    private func resolveNow() -> Service {
        do {
            // The common case first: the declared type is registered as it is.
            if let found = container.registrations.lookup(RegistrationKey(Service.self, name: name)) {
                return try container.resolution(of: found, Service.self, site: self)
            }
            if let optional = Service.self as? any OptionalInjection.Type {
                // Safe: `optional` is `Service.self`, so the value it returns is a `Service`.
                return try optional.resolveWrapped(from: container, name: name, site: self) as! Service
            }
            return try container.resolution(of: Service.self, name: name, site: self)
        } catch {
            error.stop()
        }
    }

    /// What the analyser reads through `Mirror`.
    var injectionPoint: InjectionPoint {
        if let optional = Service.self as? any OptionalInjection.Type {
            return InjectionPoint(
                serviceType: optional.wrappedType, name: name, isOptional: true, location: location)
        }
        return InjectionPoint(serviceType: Service.self, name: name, isOptional: false, location: location)
    }
}
