import CInjectSupport

/// The shared, lazily filled state behind one ``Injected`` property (or, for a property bound to a built
/// singleton, behind every such property declared at one place: see ``forProperty(of:name:location:)``).
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
    /// The resolved value's cell (a ``ResolvedCell``'s word, or 0), published once and never replaced. Only ever
    /// touched through ``resolved``.
    ///
    /// A singleton built before the first read is borrowed: its registration keeps its cell, and
    /// `resolvingContainer`, held below, keeps every registration it ever had. Any other cell is this storage's
    /// own, released in `deinit`. Borrowing saves a retain and a release, both atomic.
    ///
    /// It must stay the first stored property: ``resolved`` finds it there without an allocation of its own.
    private var resolvedWord = inject_atomic_word()
    /// Held strongly, so a property can always be read, even after everything else let go of its container. The
    /// price: a singleton with `@Injected` properties keeps its container alive (a cycle through the singleton),
    /// which matters only for short-lived containers such as a test's.
    ///
    /// Nil for a storage bound to a built singleton when it was made (``init(bindingTo:name:location:)``): it
    /// never resolves, and it owns the singleton's cell instead.
    private let resolvingContainer: Container?
    let name: String?
    /// Where the property is declared, for every report about it.
    let location: CodeLocation
    /// The registration whose factory created the property's owner, when known (for messages).
    ///
    /// Not counted, so creating an owner does not pay a retain and a release for it: the registration belongs
    /// to `resolvingContainer`, held strongly above, which keeps every registration it ever had (its history), so
    /// the registration lives at least as long as this storage. Nil for a storage bound when it was made.
    private let ownerReference: Unmanaged<Registration>?
    /// The atomic view of `resolvedWord`.
    private var resolved: AtomicWord {
        @inline(__always) get { AtomicWord(firstStoredPropertyOf: self) }
    }

    /// The storage for a new property of `service` declared at `location`, in the container whose factory is
    /// running on this thread (recording that factory's registration as the owner), or in `Container.default`.
    ///
    /// When `service` is a singleton the container has already built, the property is bound to it now: a first
    /// read would return that same instance (a built singleton is never replaced), so the owner then reads it
    /// without a lookup, and owners declared at the same place share one storage
    /// (``Registration/injectionStorage(bindingTo:location:)``). Any other service is resolved on first read.
    static func forProperty(of service: Any.Type, name: String?, location: CodeLocation) -> InjectedStorage {
        let frame = ThreadLocalSlot.currentFrame
        let container = frame?.container.takeUnretainedValue() ?? Container.default
        if let (registration, cell) = container.builtSingleton(of: service, name: name) {
            return registration._withUnsafeGuaranteedRef { $0.injectionStorage(bindingTo: cell, location: location) }
        }
        let storage = InjectedStorage(
            resolvingFrom: container, name: name, location: location, owner: frame?.registration)
        // Under analysis, a wrapper created while a factory runs belongs to that registration's graph, wherever
        // it ends up (a decorator's wrapped service, a nested object): `Mirror` on the result would miss it.
        if container.isUnderAnalysis { storage.reportCreationToAnalyser(service) }
        return storage
    }

    /// A storage that resolves from `container` on first read.
    private init(
        resolvingFrom container: Container, name: String?, location: CodeLocation, owner: Unmanaged<Registration>?
    ) {
        resolvingContainer = container
        self.name = name
        self.location = location
        ownerReference = owner
        assert(withUnsafeMutablePointer(to: &resolvedWord) { AtomicWord.isFirstStoredProperty($0, of: self) })
    }

    /// A storage bound to a built singleton's `cell`, which it keeps (one retain) for as long as any owner does.
    init(bindingTo cell: Unmanaged<ErasedValue>, name: String?, location: CodeLocation) {
        resolvingContainer = nil
        self.name = name
        self.location = location
        ownerReference = nil
        assert(withUnsafeMutablePointer(to: &resolvedWord) { AtomicWord.isFirstStoredProperty($0, of: self) })
        // No other thread can see this storage yet, so this store publishes nothing early.
        resolved.storeReleasing(ResolvedCell(owning: cell.retain()).word)
    }

    /// The registration whose factory created the property's owner, when known.
    var owner: Registration? { ownerReference?.takeUnretainedValue() }

    deinit {
        ResolvedCell(word: resolved.loadAcquiring())?.releaseIfOwned()
    }

    /// The dependency, of the wrapper's `Service` type (always the same one for a given storage).
    ///
    /// If two threads race the very first access, both may resolve and one result is kept for everyone (no lock
    /// is held while resolving, so a lazy property can never deadlock its owner).
    @inline(__always)
    func value<Service>(as type: Service.Type) -> Service {
        if let resolved = ResolvedCell(word: resolved.loadAcquiring()) {
            return resolved.cell._withUnsafeGuaranteedRef { $0.value(as: type) }
        }
        return resolveAndPublish(type)
    }

    @inline(never)
    private func resolveAndPublish<Service>(_ type: Service.Type) -> Service {
        let mine = resolvedCell(type)
        let (exchanged, found) = resolved.compareExchange(expected: 0, desired: mine.word)
        guard !exchanged, let winner = ResolvedCell(word: found) else {
            return mine.cell._withUnsafeGuaranteedRef { $0.value(as: type) }
        }
        // Another thread published first: keep its value, so every reader sees the same instance.
        mine.releaseIfOwned()
        return winner.cell._withUnsafeGuaranteedRef { $0.value(as: type) }
    }

    /// The resolved value's cell for this storage: a built singleton's own, borrowed, or a new one it owns.
    private func resolvedCell<Service>(_ type: Service.Type) -> ResolvedCell {
        do {
            // Safe to unwrap: only a storage bound when it was made has no container, and it never resolves.
            return try resolvingContainer.unsafelyUnwrapped.injectedCell(of: type, name: name, site: self)
        } catch {
            error.stop()
        }
    }

    /// Tells the analyser working on this thread, if any, that this wrapper was created by the factory it runs.
    private func reportCreationToAnalyser(_ type: Any.Type) {
        guard let probe = ThreadLocalSlot.existingState?.probe, probe.container === resolvingContainer else { return }
        probe.recordCreated(injectionPoint(of: type))
    }

    /// What the analyser reads through `Mirror`, for a wrapper of `Service`.
    func injectionPoint(of type: Any.Type) -> InjectionPoint {
        if let optional = type as? any OptionalInjection.Type {
            return InjectionPoint(
                serviceType: optional.wrappedType, name: name, isOptional: true, location: location)
        }
        return InjectionPoint(serviceType: type, name: name, isOptional: false, location: location)
    }
}
