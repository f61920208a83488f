extension Container {
    /// Resolves `type`, stopping the program with a full explanation if it cannot.
    ///
    /// ```swift
    /// let store = container.resolve(Store.self)
    /// let archive = container.resolve(Store.self, name: "archive")
    /// let clock: Clock = container.resolve()
    /// ```
    ///
    /// If `type` is not registered, or building it would need itself (`A → B → A`), the message naming the type,
    /// the path and how to fix it goes to standard error before the trap. Use ``tryResolve(_:name:)`` to recover.
    // Deliberately not `@inline(__always)`: that put the body into the `Resolver` witness a factory's `r.resolve(…)`
    // calls, and Swift 6.3 marks calls from a witness thunk to the C atomics `noinline`, so each of the three atomic
    // loads of a level became a call. The witness is now a jump here (4 instructions); callgrind counted 36 fewer
    // instructions per 3-level resolution.
    public func resolve<Service>(_ type: Service.Type = Service.self, name: String? = nil) -> Service {
        do {
            return try resolution(of: type, name: name, site: nil)
        } catch {
            error.stop()
        }
    }

    /// Resolves `type`, throwing a ``ResolutionError`` instead of stopping when it is missing, cyclic, or may not be
    /// built here (an async registration, or a main-actor one off the main actor).
    ///
    /// ```swift
    /// do {
    ///     let store = try container.tryResolve(Store.self)
    /// } catch {
    ///     log(error.message)
    /// }
    /// ```
    public func tryResolve<Service>(
        _ type: Service.Type = Service.self, name: String? = nil
    ) throws(ResolutionError)
        -> Service
    {
        // The caller recovers from a missing service, so under analysis its absence is an optional edge, not a
        // missing registration (inject-lint judges `tryResolve` the same way). A registered one is a real edge.
        guard let found = registrations.lookup(RegistrationKey(type, name: name)) else {
            noteAbsentOptional(type, name: name, site: nil)
            throw missingError(type, name: name, site: nil, state: ThreadLocalSlot.state.takeUnretainedValue())
        }
        // A registration that may not be built here is thrown, not stopped on, since the caller can recover.
        if let refusal = found._withUnsafeGuaranteedRef({ $0.synchronousRefusal(injectedAt: nil) }) {
            throw refusal
        }
        return try resolution(of: found, type, site: nil)
    }

    /// Resolves `type` if it is registered, or returns nil. Never an error: for optional features.
    ///
    /// ```swift
    /// let analytics = container.resolveIfRegistered(Analytics.self)
    /// analytics?.track("started")
    /// ```
    ///
    /// A cycle still stops the program: a registered service that needs itself is a bug, not an absent feature.
    public func resolveIfRegistered<Service>(_ type: Service.Type = Service.self, name: String? = nil) -> Service? {
        do {
            return try optionalResolution(of: type, name: name, site: nil)
        } catch {
            error.stop()
        }
    }

    // MARK: The hot path

    /// Finds the registration and builds (or fetches) the instance.
    @inline(__always)
    func resolution<Service>(
        of type: Service.Type, name: String?, site: InjectedStorage?
    ) throws(ResolutionError)
        -> Service
    {
        guard let found = registrations.lookup(RegistrationKey(type, name: name)) else {
            return try unregistered(type, name: name, site: site)
        }
        return try resolution(of: found, type, site: site)
    }

    /// Builds (or fetches) the instance of a registration already found for `Service`.
    @inline(__always)
    func resolution<Service>(
        of found: Unmanaged<Registration>, _ type: Service.Type, site: InjectedStorage?
    )
        throws(ResolutionError) -> Service
    {
        // A built singleton needs no frame: it cannot start a cycle, and nothing is constructed. Reading it
        // through the unretained reference keeps this path free of reference counting on the registration.
        // (While the analyser probes this container it must see every request, so the shortcut is off. That test
        // comes second, so a transient level, which needs the frame anyway, never loads the probe count.)
        if let cell = found._withUnsafeGuaranteedRef({ $0.isPlainSingleton ? $0.builtSingleton : nil }),
            activeProbes.loadRelaxed() == 0
        {
            return cell._withUnsafeGuaranteedRef { $0.value(as: type) }
        }
        return try build(found, type, site: site)
    }

    /// What the first read of an `@Injected` property declared by `site` resolves, in a cell for the property to
    /// keep.
    ///
    /// A built singleton hands out its own cell, borrowed: the property then shares the registration's instance,
    /// where a new cell for it costs two allocations and two frees. That was most of the difference between an
    /// owner resolved with an `@Injected` read and one built by hand (Benchmarks row d).
    ///
    /// (A method of the container rather than of the storage: reaching the table through `self` borrows it,
    /// where `site.container.registrations` was retained and released around the lookup.)
    func injectedCell<Service>(
        of type: Service.Type, name: String?, site: InjectedStorage
    ) throws(ResolutionError) -> ResolvedCell {
        // The common case first: the declared type is registered as it is.
        if let found = registrations.lookup(RegistrationKey(type, name: name)) {
            if let cell = builtSingletonCell(of: found) { return ResolvedCell(borrowing: cell) }
            return ResolvedCell(owning: .passRetained(ErasedValue(try build(found, type, site: site))))
        }
        if let optional = type as? any OptionalInjection.Type {
            // Safe: `optional` is `Service.self`, so the value it returns is a `Service`.
            let value = try optional.resolveWrapped(from: self, name: name, site: site) as! Service
            return ResolvedCell(owning: .passRetained(ErasedValue(value)))
        }
        return ResolvedCell(owning: .passRetained(ErasedValue(try unregistered(type, name: name, site: site))))
    }

    /// `type`'s registration (with `name`) and its singleton's cell if the container has built it, for an
    /// `@Injected` property to bind to when its owner is made; nil for anything else, or while the analyser is
    /// watching.
    func builtSingleton(
        of type: Any.Type, name: String?
    ) -> (registration: Unmanaged<Registration>, cell: Unmanaged<ErasedValue>)? {
        guard let found = registrations.lookup(RegistrationKey(type, name: name)),
            let cell = builtSingletonCell(of: found)
        else { return nil }
        return (found, cell)
    }

    /// As in `resolution(of:_:site:)`: a built singleton needs no frame, unless the analyser is watching (it must
    /// see every request).
    @inline(__always)
    private func builtSingletonCell(of found: Unmanaged<Registration>) -> Unmanaged<ErasedValue>? {
        guard let cell = found._withUnsafeGuaranteedRef({ $0.isPlainSingleton ? $0.builtSingleton : nil }),
            activeProbes.loadRelaxed() == 0
        else { return nil }
        return cell
    }

    func optionalResolution<Service>(
        of type: Service.Type, name: String?, site: InjectedStorage?
    )
        throws(ResolutionError) -> Service?
    {
        guard let found = registrations.lookup(RegistrationKey(type, name: name)) else {
            noteAbsentOptional(type, name: name, site: site)
            return nil
        }
        // A factory's `resolveIfRegistered` (no site) builds a registered service right now, so it is a real
        // edge, cycles included, as inject-lint sees it; an optional `@Injected` (a site) is read lazily and
        // stays the optional link that lets two features use each other.
        return try build(found, type, site: site, optional: site != nil)
    }

    /// Pushes a frame on this thread's chain (the cycle guard), runs the scope, pops the frame.
    ///
    /// `registration` must be registered for `Service` (the key's `ObjectIdentifier(Service.self)` ensures it).
    /// The state and the registration are used through unretained references: the thread slot keeps the one,
    /// this container's history the other, so the hot path does no reference counting on either.
    ///
    /// Inlined into `resolve` so that a level of a graph is one unspecialised function, not two.
    @inline(__always)
    func build<Service>(
        _ registration: Unmanaged<Registration>, _ type: Service.Type, site: InjectedStorage?, optional: Bool = false
    ) throws(ResolutionError) -> Service {
        let state = ThreadLocalSlot.state
        // The checks and the push are non-generic (`enter`), so this generic function, which runs unspecialised
        // for every level of a graph, stays small: no closure of its own, one call for the frame, one for the scope.
        guard state._withUnsafeGuaranteedRef({ $0.enter(registration, container: self, site: site) }) else {
            return try refusedBuild(registration, type, site: site, optional: optional, state: state)
        }
        defer { state._withUnsafeGuaranteedRef { $0.pop() } }
        return registration._withUnsafeGuaranteedRef { $0.instance(type, in: self, state: state) }
    }

    /// What `build` does when ``ResolutionState/enter(_:container:site:)`` refused to push a frame: this thread
    /// is the analyser's worker for this container, or the registration is already being built (a cycle).
    @inline(never)
    private func refusedBuild<Service>(
        _ registration: Unmanaged<Registration>, _ type: Service.Type, site: InjectedStorage?, optional: Bool,
        state: Unmanaged<ResolutionState>
    ) throws(ResolutionError) -> Service {
        let state = state.takeUnretainedValue()
        if let probe = state.probe, probe.container === self {
            return try probe.resolve(registration.takeUnretainedValue(), type, site: site, optional: optional)
        }
        throw .cycle(path: cyclePath(state, closingWith: registration, site: site))
    }

    /// Under analysis, records a request the caller can do without (`resolveIfRegistered`, `tryResolve`, an
    /// optional `@Injected`) for a service that is not registered: an edge to show, never an error.
    private func noteAbsentOptional(_ type: Any.Type, name: String?, site: InjectedStorage?) {
        if activeProbes.loadRelaxed() != 0, let probe = ThreadLocalSlot.existingState?.probe {
            probe.recordAbsentOptional(type, name: name, in: self, site: site)
        }
    }

    private func unregistered<Service>(
        _ type: Service.Type, name: String?, site: InjectedStorage?
    )
        throws(ResolutionError) -> Service
    {
        let state = ThreadLocalSlot.state.takeUnretainedValue()
        if let probe = state.probe {
            if probe.container === self { return try probe.resolveMissing(type, name: name, site: site) }
            throw probe.foreignFailure(missingError(type, name: name, site: site, state: state), in: self)
        }
        throw missingError(type, name: name, site: site, state: state)
    }

    func missingError(
        _ type: Any.Type, name: String?, site: InjectedStorage?, state: ResolutionState
    ) -> ResolutionError {
        var path = state.frames.map(ResolutionStep.init)
        path.append(
            ResolutionStep(service: TypeName.of(type), name: name, registeredAt: nil, injectedAt: site?.location))
        let requester = site?.owner ?? state.currentRegistration
        return .unregistered(
            service: TypeName.of(type), name: name, requestedBy: requester.map { TypeName.of($0.serviceType) },
            injectedAt: site?.location, path: path)
    }

    func cyclePath(
        _ state: ResolutionState, closingWith registration: Unmanaged<Registration>, site: InjectedStorage?
    )
        -> [ResolutionStep]
    {
        let frames = state.frames
        let start = frames.firstIndex { $0.registration.toOpaque() == registration.toOpaque() } ?? 0
        var path = frames[start...].map(ResolutionStep.init)
        path.append(
            ResolutionStep(
                ResolutionFrame(
                    registration: registration, container: .passUnretained(self),
                    site: site.map(Unmanaged.passUnretained))))
        return path
    }
}
