/// Builds one instance of every registration, recording what each factory resolves (constructor injection), every
/// `Injected` created while it runs (decorators, nested objects), and which `Injected` properties each instance
/// holds (found with `Mirror`, superclasses included).
///
/// Why worker threads: a factory that asks for a missing service, or for one already being built (a cycle),
/// cannot be given a value, and Swift cannot unwind a non-throwing closure. So factories run on a worker thread;
/// when one reaches such a dead end, the probe records where it stopped (``ProbeStop``), starts a fresh worker for
/// the remaining registrations, and parks the stuck thread for the rest of the process. A correct graph parks no
/// thread; each dead end parks one, holding its stack (32 MiB of address space reserved, a few pages touched) and
/// whatever its factory had built so far, but no lock of Inject's. Workers run as the main actor
/// (``MainActorLoan``), so main-actor factories are analysed too.
///
/// Side effects: every factory runs at most once per `validate()`. A singleton the probe builds becomes the
/// container's singleton (its factory never runs again), and one already built is reused, not rebuilt.
final class ValidationProbe: @unchecked Sendable {
    // Safe: the mutable state below is touched by one worker thread at a time. A worker hands over only by
    // starting the next worker (thread creation orders memory), and the caller reads the state only after
    // observing `finished` under its lock, which the last worker set. For the same reason exclusive access is not
    // checked at run time (`@exclusivity(unchecked)`, as in `ResolutionState`): every factory run reads or writes
    // this state several times, and those checks cost 11 M of the 154 M instructions of a `validate()` of 10,000.
    //
    // `validateAsync()` adds a second phase (`ValidationProbe+Async.swift`): its async factories run one at a
    // time, each on a thread of its own (an `AnalysisThreadExecutor`), which is then the only one touching this
    // state; tasks it leaves behind never reach it (the resolver checks the thread).
    let container: Container
    let order: [Registration]
    private let memory: AnalysisMemory
    @exclusivity(unchecked) private var next = 0
    /// The registrations being built on the current worker, outermost first.
    @exclusivity(unchecked) private var workerChain: [Registration] = []
    @exclusivity(unchecked) var built: [ObjectIdentifier: Any] = [:]
    /// Each stopped registration's root (the one whose factory met the dead end itself).
    @exclusivity(unchecked) var stoppedRoots: [ObjectIdentifier: RegistrationKey] = [:]
    @exclusivity(unchecked) var stops: [ProbeStop] = []
    @exclusivity(unchecked) var edges: [RecordedEdge] = []
    @exclusivity(unchecked) private var implementations: [ObjectIdentifier: Any.Type] = [:]
    @exclusivity(unchecked) private var prebuilt: [RegistrationKey] = []
    /// The dead end this probe itself threw last, so `abandon` tells it from a failure in another container.
    @exclusivity(unchecked) private var ownDeadEnd: (error: ResolutionError, reason: ProbeStop.Reason)?
    @exclusivity(unchecked) private var typesWithoutInjections: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var readers: [ObjectIdentifier: ReflectedInjection.Reader] = [:]
    /// Whether the workers run as the main actor (set before the first worker starts, never changed after).
    @exclusivity(unchecked) private(set) var lendsMainActor = false
    /// Whether `validateAsync()`'s second phase is running (then the chain of a request is its task's).
    @exclusivity(unchecked) var isAnalysingAsync = false
    /// Every registered service type, under any name (for lazy `Injected`s, whose name is unknown).
    private lazy var registeredTypes = Set(order.map(\.key.type))
    private let finished = Lock(false)
    /// Where the edges of the outermost factory running now begin (what a parked analysis keeps of them).
    @exclusivity(unchecked) var outermostEdgeStart = 0

    init(container: Container) {
        self.container = container
        order = container.registrations.live
        memory = container.analysisMemory
        // One entry per registration: sized once, not rehashed a dozen times on the way.
        built.reserveCapacity(order.count)
        implementations.reserveCapacity(order.count)
        replayParkedAnalyses()
    }

    /// Takes over what earlier analyses of this container saw up to their dead ends, so that no parked factory runs
    /// again: it may be waiting for something its parked call still holds (a lock of the app's), and what it would
    /// find is what it found then. A parked analysis of a registration replaced since is left out.
    private func replayParkedAnalyses() {
        let parked = memory.parkedAnalyses
        guard !parked.isEmpty else { return }
        let live = Set(order.map(ObjectIdentifier.init))
        for analysis in parked where analysis.registrations.allSatisfy({ live.contains(ObjectIdentifier($0)) }) {
            for (registration, stop) in zip(analysis.registrations, analysis.stops) {
                stoppedRoots[ObjectIdentifier(registration)] = stop.root
            }
            stops.append(contentsOf: analysis.stops)
            edges.append(contentsOf: analysis.edges)
        }
    }

    /// The registrations being built by the factory making a request, outermost first: the worker's, or in
    /// `validateAsync()`'s second phase, the requesting task's (followed by any synchronous ones it builds).
    var chain: [Registration] {
        isAnalysingAsync ? AsyncAnalysisRun.chain + workerChain : workerChain
    }

    /// Runs the probe to completion and returns what it saw. Blocks the calling thread meanwhile.
    ///
    /// `isolation` is the caller's actor: when it is the main actor (or the caller is on the main thread), the
    /// caller already holds the main actor and lends it to the workers; otherwise the probe occupies it first.
    func run(isolation: (any Actor)?) -> ProbeResult {
        container.activeProbes.add(1)
        defer { container.activeProbes.add(-1) }
        runWorkers(isolation: isolation)
        return result
    }

    /// Runs every synchronous factory on the workers; returns when the last one is done.
    func runWorkers(isolation: (any Actor)?) {
        FactoryCrashNotice.install()
        // The main actor is lent to the workers only while this caller holds it (see `MainActorLoan`).
        let holdsMainActor = isolation === MainActor.shared || Platform.isOnMainThread
        let occupation =
            holdsMainActor || !MainActorLoan.isAvailable
            ? nil : MainActorOccupation.acquire(timeoutMicroseconds: MainActorLoan.occupationTimeoutMicroseconds)
        lendsMainActor = MainActorLoan.isAvailable && (holdsMainActor || occupation != nil)
        startWorker()
        while !finished.withLock({ $0 }) { Platform.pause(microseconds: 20) }
        occupation?.release()
    }

    /// What the probe saw.
    var result: ProbeResult {
        ProbeResult(
            registrations: order, edges: edges, implementations: implementations, stops: stops, prebuilt: prebuilt,
            unanalysedAsync: order.filter { $0.kind == .async && $0.argumentType == nil && !isDone($0) }.map(\.key),
            unanalysedArguments: order.filter { $0.argumentType != nil && !isDone($0) }.map(\.key),
            isDefaultContainer: container === Container.default)
    }

    /// Whether `registration` was built (or found built) or its analysis stopped.
    func isDone(_ registration: Registration) -> Bool {
        let id = ObjectIdentifier(registration)
        return built[id] != nil || stoppedRoots[id] != nil
    }

    private func startWorker() {
        MainActorLoan.startWorker(lendingMainActor: lendsMainActor) { [self] in work() }
    }

    private func work() {
        let state = ThreadLocalSlot.state.takeUnretainedValue()
        state.probe = self
        while next < order.count {
            let registration = order[next]
            next += 1
            if isDone(registration) { continue }
            // An async factory cannot run here (this phase is synchronous; `validateAsync()` runs them next), but
            // an async singleton built earlier is known, as any other.
            if registration.kind == .async {
                _ = existingSingleton(of: registration)
                continue
            }
            // A factory that takes an argument runs only when another factory resolves it with one.
            if registration.argumentType != nil {
                _ = existingSingleton(of: registration)
                continue
            }
            outermostEdgeStart = edges.count
            _ = instance(of: registration, state: state)
        }
        state.probe = nil
        finished.withLock { $0 = true }
    }

    /// The registration's instance for this analysis: built once, or the container's existing singleton.
    private func instance(
        of registration: Registration, state: ResolutionState,
        make: ((Registration) -> Any)? = nil
    ) -> Any {
        if let existing = existingSingleton(of: registration) { return existing }
        workerChain.append(registration)
        state.push(
            ResolutionFrame(
                registration: .passUnretained(registration), container: .passUnretained(container), site: nil))
        let firstEdge = edges.count
        let instance = make?(registration) ?? registration.makeAny(resolver: container)
        state.pop()
        workerChain.removeLast()
        return keep(instance, of: registration, factoryEdges: firstEdge..<edges.count)
    }

    /// The container's singleton for `registration` if one was built before this analysis, recorded as built.
    func existingSingleton(of registration: Registration) -> Any? {
        guard let existing = registration.existingSingleton() else { return nil }
        let id = ObjectIdentifier(registration)
        built[id] = existing
        implementations[id] = type(of: existing)
        if let remembered = memory.edges(of: registration) {
            edges.append(contentsOf: remembered)
        } else {
            prebuilt.append(registration.key)
        }
        recordInjectedProperties(of: existing, owner: registration)
        return existing
    }

    /// Records what a factory just built (its `Injected` properties, the ones it created); returns the instance
    /// this analysis keeps for the registration (for a singleton, the container's singleton from now on).
    func keep(_ instance: Any, of registration: Registration, factoryEdges: Range<Int>) -> Any {
        let id = ObjectIdentifier(registration)
        var instance = instance
        // The instance becomes the container's singleton, so its factory never runs twice.
        if registration.scope == .singleton { instance = registration.adoptAsSingleton(instance) }
        built[id] = instance
        implementations[id] = type(of: instance)
        let reflected = recordInjectedProperties(of: instance, owner: registration)
        nameCreatedInjections(in: factoryEdges, of: registration, instance: instance, reflected: reflected)
        if registration.scope == .singleton {
            // What its factory resolved is remembered, so the next `validate()` sees the same edges without
            // running it again.
            memory.remember(edges[factoryEdges].filter { $0.from == registration.key }, of: registration)
        }
        return instance
    }

    /// Gives the `Injected`s this registration's factory created, but that its instance does not hold itself (a
    /// decorator's wrapped service holds them), the property that holds them, found deeper in the instance: so
    /// the report says `injected into 'RealSearch.client'`, as the linter does, not only which factory made them.
    private func nameCreatedInjections(
        in factoryEdges: Range<Int>, of registration: Registration, instance: Any, reflected: [CodeLocation]
    ) {
        let unnamed = factoryEdges.filter { index in
            edges[index].isCreated && edges[index].from == registration.key
                && !reflected.contains(edges[index].location)
        }
        guard !unnamed.isEmpty else { return }
        let names = CreatedInjectionNames.find(unnamed.map { edges[$0].location }, in: instance)
        for index in unnamed {
            guard let name = names[edges[index].location] else { continue }
            edges[index].property = ReflectedInjection.propertyName(name.label)
            edges[index].declaringType = name.declaringType
            edges[index].location = Self.declarationStart(
                edges[index].location, label: name.label, isNamed: edges[index].to.name != nil)
        }
    }

    // MARK: Requests made by a factory under analysis

    /// A factory (or an `@Injected` read during construction) asks for a registered service.
    func resolve<Service>(
        _ registration: Registration, _ type: Service.Type, site: InjectedStorage?, optional: Bool
    ) throws(ResolutionError) -> Service {
        record(registration.key, type: Service.self, optional: optional, site: site)
        let refusal = { registration.synchronousRefusal(injectedAt: site?.location) }
        if let instance = try builtInstanceOrDeadEnd(registration, refusal: refusal) {
            // Safe: the instance came from this registration's factory, which returns `Service`.
            return instance as! Service
        }
        // Safe: the same registration's factory returns `Service`.
        return instance(of: registration, state: ThreadLocalSlot.state.takeUnretainedValue()) as! Service
    }

    /// A factory asks for a service that takes an argument, passing `argument` (its type already checked): the
    /// analyser builds it with that argument, once, as it builds any other.
    func resolve<Service, Argument>(
        _ registration: Registration, _ type: Service.Type, argument: Argument
    ) throws(ResolutionError) -> Service {
        record(registration.key, type: Service.self, optional: false, site: nil)
        let refusal = { registration.synchronousRefusal(injectedAt: nil, argumentGiven: true) }
        if let instance = try builtInstanceOrDeadEnd(registration, refusal: refusal) {
            // Safe: the instance came from this registration's factory, which returns `Service`.
            return instance as! Service
        }
        let state = ThreadLocalSlot.state.takeUnretainedValue()
        // Safe: the same registration's factory returns `Service`.
        let container = container
        return instance(of: registration, state: state) { $0.makeAny(resolver: container, argument: argument) }
            as! Service
    }

    /// What every request for a registered service checks before its factory runs; returns the instance already
    /// built, or nil when the factory is to run. A synchronous request for a service that may not be built here
    /// stops the program at run time, and so stops the analysis (`refusal`): an async service always, built or not;
    /// a main-actor one off the main actor (an async factory's request, or a worker not lent the main actor). A
    /// main-actor instance the workers already built is handed out, as before. Then a cycle through the chain, and
    /// a root whose analysis already stopped (reported on its own: this factory cannot go on either), are dead ends.
    private func builtInstanceOrDeadEnd(
        _ registration: Registration, refusal: () -> ResolutionError?
    ) throws(ResolutionError) -> Any? {
        let id = ObjectIdentifier(registration)
        if registration.kind == .async || isAnalysingAsync || built[id] == nil, let refusal = refusal() {
            throw deadEnd(refusal, .refused(refusal))
        }
        if let instance = built[id] { return instance }
        if let start = chain.firstIndex(where: { $0 === registration }) {
            throw deadEnd(.cycle(path: (chain[start...] + [registration]).map(step)), .cycle(registration.key))
        }
        if stoppedRoots[id] != nil {
            throw deadEnd(.cycle(path: (chain + [registration]).map(step)), .blocked(by: registration.key))
        }
        return nil
    }

    /// A factory asks, non-optionally, for a service that is not registered.
    func resolveMissing<Service>(
        _ type: Service.Type, name: String?, site: InjectedStorage?
    ) throws(ResolutionError)
        -> Service
    {
        let key = RegistrationKey(type, name: name)
        record(key, type: type, optional: false, site: site)
        let state = ThreadLocalSlot.state.takeUnretainedValue()
        throw deadEnd(container.missingError(type, name: name, site: site, state: state), .missing(key))
    }

    /// A factory asks for an optional service that is not registered: an edge to show, never an error.
    func recordAbsentOptional(_ type: Any.Type, name: String?, in container: Container, site: InjectedStorage?) {
        guard container === self.container else { return }
        record(RegistrationKey(type, name: name), type: type, optional: true, site: site)
    }

    /// An `Injected` was created while a factory of this container ran: it belongs to that registration's graph,
    /// wherever it ends up (a decorator's wrapped service, a nested object, a closure's capture).
    func recordCreated(_ point: InjectionPoint) {
        guard let owner = chain.last else { return }
        edges.append(
            RecordedEdge(
                from: owner.key, to: point.key, serviceType: point.serviceType, isOptional: point.isOptional,
                location: point.location, property: nil, isCreated: true))
    }

    /// The factory on this worker cannot go on: record where it stopped, continue on a new worker (or, for an async
    /// factory, let `validateAsync()` go on with the next one), never return.
    func abandon(because error: ResolutionError) -> Never {
        let reason: ProbeStop.Reason
        if let own = ownDeadEnd, own.error == error {
            reason = own.reason
        } else {
            reason = .foreign(error, inDefaultContainer: false)
        }
        ownDeadEnd = nil
        let chain = chain
        if let stuck = chain.last {
            let firstStop = stops.count
            let root = rootOfStop(reason) ?? stuck.key
            stops.append(ProbeStop(registration: stuck.key, reason: reason, root: root))
            stoppedRoots[ObjectIdentifier(stuck)] = root
            // Everything further up the chain was waiting for the stuck one: it stopped there too.
            for (waiting, needed) in zip(chain.dropLast(), chain.dropFirst()).reversed() {
                stops.append(ProbeStop(registration: waiting.key, reason: .blocked(by: needed.key), root: root))
                stoppedRoots[ObjectIdentifier(waiting)] = root
            }
            rememberParked(Array(chain.reversed()), stops: Array(stops[firstStop...]))
        }
        workerChain.removeAll()
        if isAnalysingAsync {
            AsyncAnalysisRun.current?.finish()
        } else {
            startWorker()
        }
        Platform.parkForever()
    }

    /// Keeps what this analysis saw of the factories about to be parked (`registrations` in the order of
    /// `stops`), for later analyses of the container (see ``AnalysisMemory``). Their edges were recorded since
    /// the outermost one began, so only that stretch is read.
    private func rememberParked(_ registrations: [Registration], stops parkedStops: [ProbeStop]) {
        let keys = Set(registrations.map(\.key))
        let parkedEdges = edges[min(outermostEdgeStart, edges.count)...].filter { keys.contains($0.from) }
        memory.rememberParked(ParkedAnalysis(registrations: registrations, stops: parkedStops, edges: parkedEdges))
    }

    /// A factory under analysis failed to resolve from `other`, a container other than the one analysed.
    func foreignFailure(_ error: ResolutionError, in other: Container) -> ResolutionError {
        deadEnd(error, .foreign(error, inDefaultContainer: other === Container.default))
    }

    func deadEnd(_ error: ResolutionError, _ reason: ProbeStop.Reason) -> ResolutionError {
        ownDeadEnd = (error, reason)
        return error
    }

    /// A registration blocked by an already stopped one shares that one's root.
    func rootOfStop(_ reason: ProbeStop.Reason) -> RegistrationKey? {
        guard case .blocked(let key) = reason else { return nil }
        return order.first { $0.key == key }.flatMap { stoppedRoots[ObjectIdentifier($0)] }
    }

    // MARK: Recording

    func record(_ key: RegistrationKey, type: Any.Type, optional: Bool, site: InjectedStorage?) {
        guard let owner = chain.last else { return }
        edges.append(
            RecordedEdge(
                from: owner.key, to: key, serviceType: type, isOptional: optional,
                location: site?.location ?? owner.location, property: nil))
    }

    /// Records the edges of the instance's own `Injected` properties; returns their declarations' locations.
    @discardableResult
    private func recordInjectedProperties(of instance: Any, owner: Registration) -> [CodeLocation] {
        // Whether a type holds `Injected` properties is fixed by its declaration, so a type found to hold none
        // is not reflected again, and each child type's conformance is looked up once.
        let instanceType = ObjectIdentifier(type(of: instance))
        if typesWithoutInjections.contains(instanceType) { return [] }
        var locations: [CodeLocation] = []
        var found = false
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            for child in current.children {
                guard let injection = reader(for: child.value).read(child.value) else { continue }
                found = true
                let property = ReflectedInjection.propertyName(child.label)
                switch injection {
                case .declared(let point):
                    locations.append(point.location)
                    edges.append(
                        RecordedEdge(
                            from: owner.key, to: point.key, serviceType: point.serviceType,
                            isOptional: point.isOptional,
                            location: Self.declarationStart(
                                point.location, label: child.label, isNamed: point.key.name != nil),
                            property: property,
                            declaringType: current.subjectType))
                case .lazy(let serviceType, let isOptional):
                    var edge = lazyEdge(from: owner, to: serviceType, isOptional: isOptional, property: property)
                    edge.declaringType = current.subjectType
                    edge.isUncreatedLazy = true
                    edges.append(edge)
                }
            }
            mirror = current.superclassMirror
        }
        if !found { typesWithoutInjections.insert(instanceType) }
        return locations
    }

    /// Where the declaration starts, as the linter and the compiler point: `#column` in a property wrapper's
    /// initialiser is the column of `Injected` in `@Injected var x`, one past the `@`, but the column of the `(`
    /// in `@Injected(name: "a") var x`, nine past it (a name is only given that way). A wrapper's backing storage
    /// is the property's name with a leading `_`; the constant form `let x = Injected<T>()` has no `@`.
    static func declarationStart(_ location: CodeLocation, label: String?, isNamed: Bool) -> CodeLocation {
        let offset = isNamed ? "@Injected".count : "@".count
        guard let label, label.hasPrefix("_"), location.column > offset else { return location }
        var start = location
        start.column -= offset
        return start
    }

    /// A `lazy var x = Injected<T>()` not read yet: its service type is known, its name is not (the initialiser
    /// has not run). It is taken as unnamed; when `T` is registered only under names, the edge is optional, so an
    /// unknown name is never reported as missing, while a `T` registered under no name at all still is.
    private func lazyEdge(
        from owner: Registration, to serviceType: Any.Type, isOptional: Bool, property: String
    )
        -> RecordedEdge
    {
        let key = RegistrationKey(serviceType, name: nil)
        let onlyNamed = container.registrations.lookup(key) == nil && registeredTypes.contains(key.type)
        return RecordedEdge(
            from: owner.key, to: key, serviceType: serviceType, isOptional: isOptional || onlyNamed,
            location: owner.location, property: property)
    }

    private func reader(for value: Any) -> ReflectedInjection.Reader {
        let valueType = type(of: value)
        if let known = readers[ObjectIdentifier(valueType)] { return known }
        let reader = ReflectedInjection.Reader(for: valueType)
        readers[ObjectIdentifier(valueType)] = reader
        return reader
    }

    func step(_ registration: Registration) -> ResolutionStep {
        ResolutionStep(
            service: TypeName.of(registration.serviceType), name: registration.key.name,
            registeredAt: registration.location, injectedAt: nil)
    }
}
