import CInjectSupport

/// Builds one instance of every registration, recording what each factory resolves (constructor injection)
/// and which `@Injected` properties each instance holds (found with `Mirror`, superclasses included).
///
/// Why a worker thread: a factory that asks for a missing service, or for one already being built (a cycle),
/// cannot be given a value, and Swift cannot unwind a non-throwing closure. So factories run on a worker
/// thread; when one reaches such a dead end, the probe records it, starts a fresh worker for the remaining
/// registrations, and parks the stuck thread for the rest of the process. A correct graph never parks a
/// thread; each dead end costs one parked thread holding no locks.
final class ValidationProbe: @unchecked Sendable {
    // Safe: the mutable state below is touched by one worker thread at a time. A worker hands over only by
    // starting the next thread (thread creation orders memory), and the caller reads the state only after
    // observing `finished` with acquire ordering.
    /// Set to 1 (release ordering) when the last worker is done. Only ever touched through ``finished``; it must
    /// stay the first stored property.
    private var finishedWord = inject_atomic_word()
    let container: Container
    private let order: [Registration]
    private var next = 0
    private var chain: [Registration] = []
    private var built: [ObjectIdentifier: Any] = [:]
    private var abandoned: Set<ObjectIdentifier> = []
    private var edges: [RecordedEdge] = []
    private var implementations: [ObjectIdentifier: Any.Type] = [:]
    private var typesWithoutInjections: Set<ObjectIdentifier> = []
    private var injectedTypes: [ObjectIdentifier: Bool] = [:]

    init(container: Container) {
        self.container = container
        order = container.registrations.live
        assert(withUnsafeMutablePointer(to: &finishedWord) { AtomicWord.isFirstStoredProperty($0, of: self) })
    }

    private var finished: AtomicWord { AtomicWord(firstStoredPropertyOf: self) }

    /// Runs the probe to completion and returns what it saw.
    func run() -> ProbeResult {
        container.activeProbes.add(1)
        defer { container.activeProbes.add(-1) }
        Platform.spawnThread { [self] in work() }
        while finished.loadAcquiring() == 0 { Platform.pause(microseconds: 20) }
        return ProbeResult(
            registrations: order, edges: edges, implementations: implementations,
            abandoned: Set(order.filter { abandoned.contains(ObjectIdentifier($0)) }.map(\.key)))
    }

    private func work() {
        let state = ThreadLocalSlot.state.takeUnretainedValue()
        state.probe = self
        while next < order.count {
            let registration = order[next]
            next += 1
            let id = ObjectIdentifier(registration)
            if built[id] != nil || abandoned.contains(id) { continue }
            _ = construct(registration, state: state)
        }
        state.probe = nil
        finished.storeReleasing(1)
    }

    private func construct(_ registration: Registration, state: ResolutionState) -> Any {
        chain.append(registration)
        state.push(
            ResolutionFrame(
                registration: .passUnretained(registration), container: .passUnretained(container), site: nil))
        let instance = registration.makeAny(resolver: container)
        state.pop()
        chain.removeLast()
        built[ObjectIdentifier(registration)] = instance
        implementations[ObjectIdentifier(registration)] = type(of: instance)
        recordInjectedProperties(of: instance, owner: registration)
        return instance
    }

    // MARK: Requests made by a factory under analysis

    /// A factory (or an `@Injected` read during construction) asks for a registered service.
    func resolve<Service>(
        _ registration: Registration, _ type: Service.Type, site: InjectedStorage?, optional: Bool
    ) throws(ResolutionError) -> Service {
        record(registration.key, type: Service.self, optional: optional, site: site)
        let id = ObjectIdentifier(registration)
        if let instance = built[id] {
            // Safe: `built[id]` came from this registration's factory, which returns `Service`.
            return instance as! Service
        }
        if let start = chain.firstIndex(where: { $0 === registration }) {
            throw .cycle(path: (chain[start...] + [registration]).map(step))
        }
        if abandoned.contains(id) {
            // Building it already reached a dead end (reported on its own); this factory cannot go on either.
            throw .cycle(path: (chain + [registration]).map(step))
        }
        // Safe: the same registration's factory returns `Service`.
        return construct(registration, state: ThreadLocalSlot.state.takeUnretainedValue()) as! Service
    }

    /// A factory asks, non-optionally, for a service that is not registered.
    func resolveMissing<Service>(
        _ type: Service.Type, name: String?, site: InjectedStorage?
    ) throws(ResolutionError)
        -> Service
    {
        record(RegistrationKey(type, name: name), type: type, optional: false, site: site)
        throw container.missingError(type, name: name, site: site, state: ThreadLocalSlot.state.takeUnretainedValue())
    }

    /// A factory asks for an optional service that is not registered: an edge to show, never an error.
    func recordAbsentOptional(_ type: Any.Type, name: String?, in container: Container, site: InjectedStorage?) {
        guard container === self.container else { return }
        record(RegistrationKey(type, name: name), type: type, optional: true, site: site)
    }

    /// The factory on this worker hit a dead end: record it, continue on a new worker, never return.
    func abandon(because error: ResolutionError) -> Never {
        for registration in chain { abandoned.insert(ObjectIdentifier(registration)) }
        chain.removeAll()
        Platform.spawnThread { [self] in work() }
        Platform.parkForever()
    }

    // MARK: Recording

    private func record(_ key: RegistrationKey, type: Any.Type, optional: Bool, site: InjectedStorage?) {
        guard let owner = chain.last else { return }
        edges.append(
            RecordedEdge(
                from: owner.key, to: key, serviceType: type, isOptional: optional,
                location: site?.location ?? owner.location, property: nil))
    }

    private func recordInjectedProperties(of instance: Any, owner: Registration) {
        // Whether a type holds `@Injected` properties is fixed by its declaration, so a type found to hold
        // none is not reflected again, and each child type's conformance is looked up once.
        let instanceType = ObjectIdentifier(type(of: instance))
        if typesWithoutInjections.contains(instanceType) { return }
        var found = false
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            for child in current.children where isInjected(child.value) {
                guard let injected = child.value as? any InjectedReflectable else { continue }
                found = true
                let point = injected.injectionPoint
                var label = child.label ?? "?"
                if label.hasPrefix("_") { label.removeFirst() }
                edges.append(
                    RecordedEdge(
                        from: owner.key, to: point.key, serviceType: point.serviceType, isOptional: point.isOptional,
                        location: point.location, property: label))
            }
            mirror = current.superclassMirror
        }
        if !found { typesWithoutInjections.insert(instanceType) }
    }

    private func isInjected(_ value: Any) -> Bool {
        let valueType = ObjectIdentifier(type(of: value))
        if let known = injectedTypes[valueType] { return known }
        let answer = value is any InjectedReflectable
        injectedTypes[valueType] = answer
        return answer
    }

    private func step(_ registration: Registration) -> ResolutionStep {
        ResolutionStep(
            service: TypeName.of(registration.serviceType), name: registration.key.name,
            registeredAt: registration.location, injectedAt: nil)
    }
}

/// One dependency seen by the probe: `from` needs `to`.
struct RecordedEdge {
    let from: RegistrationKey
    let to: RegistrationKey
    let serviceType: Any.Type
    let isOptional: Bool
    /// The `@Injected` declaration, or the owner's registration for a resolve inside its factory.
    let location: CodeLocation
    /// The property's name when found by `Mirror`.
    let property: String?
}

/// Everything the probe saw, handed to the graph builder.
struct ProbeResult {
    let registrations: [Registration]
    let edges: [RecordedEdge]
    let implementations: [ObjectIdentifier: Any.Type]
    /// Registrations whose factory reached a dead end (their later requests are unknown).
    let abandoned: Set<RegistrationKey>
}
