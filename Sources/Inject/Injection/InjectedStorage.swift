import CInjectSupport

/// The shared, lazily filled state behind one ``Injected`` property.
///
/// A reference so that a `let` wrapper (and copies of a struct that holds one) resolve once and agree, and so
/// that resolution frames can point at the declaration (`site`) without reference counting.
///
/// Why it is not generic over the service type: `Injected.init` runs unspecialised inside Inject for every
/// owner created, and allocating a generic class there means looking up its metadata in the runtime's cache
/// each time (several hundred instructions, more than everything else the initialiser does). The value is kept
/// in an ``ErasedValue`` that the typed wrapper reads back with its own `Service`.
final class InjectedStorage: @unchecked Sendable {
    // Safe: every stored property is immutable except `resolvedWord`, an atomic reference published once (with
    // release ordering, read with acquire). The resolved value crosses threads only if `Injected<Service>` is
    // Sendable, which requires `Service: Sendable`.
    /// The resolved value's cell (an `Unmanaged<ErasedValue>`, or 0), published once and never replaced; retained
    /// here, released in `deinit`. Only ever touched through ``resolved``.
    ///
    /// It must stay the first stored property: ``resolved`` finds it there without an allocation of its own.
    private var resolvedWord = inject_atomic_word()
    /// Held strongly, so a property can always be read, even after everything else let go of its container. The
    /// price: a singleton with `@Injected` properties keeps its container alive (a cycle through the singleton),
    /// which matters only for short-lived containers such as a test's.
    let container: Container
    let name: String?
    /// Where the property is declared, for every report about it.
    let location: CodeLocation
    /// The registration whose factory created the property's owner, when known (for messages).
    ///
    /// Not counted, so creating an owner does not pay a retain and a release for it: the registration belongs
    /// to `container`, held strongly above, which keeps every registration it ever had (its history), so the
    /// registration lives at least as long as this storage.
    private let ownerReference: Unmanaged<Registration>?
    /// The atomic view of `resolvedWord`.
    private var resolved: AtomicWord {
        @inline(__always) get { AtomicWord(firstStoredPropertyOf: self) }
    }

    /// A storage for a property declared at `location`, resolving from the container whose factory is running
    /// on this thread (and recording that factory's registration as the owner), or from `Container.default`.
    init(name: String?, location: CodeLocation) {
        let frame = ThreadLocalSlot.currentFrame
        container = frame?.container.takeUnretainedValue() ?? Container.default
        self.name = name
        self.location = location
        ownerReference = frame?.registration
        assert(withUnsafeMutablePointer(to: &resolvedWord) { AtomicWord.isFirstStoredProperty($0, of: self) })
    }

    /// The registration whose factory created the property's owner, when known.
    var owner: Registration? { ownerReference?.takeUnretainedValue() }

    deinit {
        resolved.loadReference(ErasedValue.self)?.release()
    }

    /// The dependency, of the wrapper's `Service` type (always the same one for a given storage).
    ///
    /// If two threads race the very first access, both may resolve and one result is kept for everyone (no lock
    /// is held while resolving, so a lazy property can never deadlock its owner).
    @inline(__always)
    func value<Service>(as type: Service.Type) -> Service {
        if let cell = resolved.loadReference(ErasedValue.self) {
            return cell._withUnsafeGuaranteedRef { $0.value(as: type) }
        }
        return resolveAndPublish(type)
    }

    @inline(never)
    private func resolveAndPublish<Service>(_ type: Service.Type) -> Service {
        let cell = resolvedCell(type)
        guard let winner = resolved.publishOnce(cell) else {
            return cell._withUnsafeGuaranteedRef { $0.value(as: type) }
        }
        // Another thread published first: keep its value, so every reader sees the same instance.
        cell.release()
        return winner._withUnsafeGuaranteedRef { $0.value(as: type) }
    }

    /// The resolved value's cell, retained for this storage (a built singleton's own, or a new one).
    private func resolvedCell<Service>(_ type: Service.Type) -> Unmanaged<ErasedValue> {
        do {
            return try container.injectedCell(of: type, name: name, site: self)
        } catch {
            error.stop()
        }
    }

    /// Tells the analyser working on this thread, if any, that this wrapper was created by the factory it runs.
    func reportCreationToAnalyser<Service>(_ type: Service.Type) {
        guard let probe = ThreadLocalSlot.existingState?.probe, probe.container === container else { return }
        probe.recordCreated(injectionPoint(of: type))
    }

    /// What the analyser reads through `Mirror`, for a wrapper of `Service`.
    func injectionPoint<Service>(of type: Service.Type) -> InjectionPoint {
        if let optional = type as? any OptionalInjection.Type {
            return InjectionPoint(
                serviceType: optional.wrappedType, name: name, isOptional: true, location: location)
        }
        return InjectionPoint(serviceType: type, name: name, isOptional: false, location: location)
    }
}
