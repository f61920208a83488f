import Synchronization

/// The shared, lazily filled state behind one ``Injected`` property.
///
/// A reference so that a `let` wrapper (and copies of a struct that holds one) resolve once and agree.
final class InjectedStorage<Service>: @unchecked Sendable {
    // Safe: every stored property is immutable except `resolved`, an atomic reference published once. The
    // resolved value crosses threads only if `Injected<Service>` is Sendable, which requires `Service: Sendable`.
    let container: Container
    let name: String?
    let site: InjectionSite
    private let resolved = AtomicLazyReference<ErasedValue>()

    init(container: Container, name: String?, site: InjectionSite) {
        self.container = container
        self.name = name
        self.site = site
    }

    /// The dependency. If two threads race the very first access, both may resolve and one result is kept for
    /// everyone (no lock is held while resolving, so a lazy property can never deadlock its owner).
    var value: Service {
        if let box = resolved.load() { return box.value(as: Service.self) }
        return resolved.storeIfNil(ErasedValue(resolveNow())).value(as: Service.self)
    }

    private func resolveNow() -> Service {
        do {
            if let optional = Service.self as? any OptionalInjection.Type {
                // Safe: `optional` is `Service.self`, so the value it returns is a `Service`.
                return try optional.resolveWrapped(from: container, name: name, site: site) as! Service
            }
            return try container.resolution(of: Service.self, name: name, site: site)
        } catch {
            error.stop()
        }
    }

    /// What the analyser reads through `Mirror`.
    var injectionPoint: InjectionPoint {
        if let optional = Service.self as? any OptionalInjection.Type {
            return InjectionPoint(
                serviceType: optional.wrappedType, name: name, isOptional: true, location: site.location)
        }
        return InjectionPoint(serviceType: Service.self, name: name, isOptional: false, location: site.location)
    }
}
