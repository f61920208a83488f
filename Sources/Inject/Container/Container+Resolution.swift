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
    public func resolve<Service>(_ type: Service.Type = Service.self, name: String? = nil) -> Service {
        do {
            return try resolution(of: type, name: name, site: nil)
        } catch {
            error.stop()
        }
    }

    /// Resolves `type`, throwing a ``ResolutionError`` instead of stopping when it is missing or cyclic.
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
        try resolution(of: type, name: name, site: nil)
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
        of type: Service.Type, name: String?, site: InjectionSite?
    ) throws(ResolutionError)
        -> Service
    {
        guard let erased = registrations.lookup(RegistrationKey(type, name: name)) else {
            return try unregistered(type, name: name, site: site)
        }
        // Safe: the key holds `ObjectIdentifier(Service.self)`, and only a `Registration<Service>` is ever
        // stored under that key (see `register`).
        let registration = unsafeDowncast(erased, to: Registration<Service>.self)
        // A built singleton needs no frame: it cannot start a cycle, and nothing is constructed.
        if registration.scope == .singleton, activeProbes.load(ordering: .relaxed) == 0,
            let box = registration.singleton.load()
        {
            return box.value
        }
        return try build(registration, site: site)
    }

    func optionalResolution<Service>(
        of type: Service.Type, name: String?, site: InjectionSite?
    )
        throws(ResolutionError) -> Service?
    {
        guard let erased = registrations.lookup(RegistrationKey(type, name: name)) else {
            if activeProbes.load(ordering: .relaxed) > 0, let probe = ThreadLocalSlot.existingState?.probe {
                probe.recordAbsentOptional(type, name: name, in: self, site: site)
            }
            return nil
        }
        return try build(unsafeDowncast(erased, to: Registration<Service>.self), site: site)
    }

    /// Pushes a frame on this thread's chain (the cycle guard), runs the scope, pops the frame.
    func build<Service>(_ registration: Registration<Service>, site: InjectionSite?) throws(ResolutionError) -> Service
    {
        let state = ThreadLocalSlot.state
        if let probe = state.probe, probe.container === self {
            return try probe.resolve(registration, site: site, throwing: true)
        }
        let opaque = Unmanaged<AnyRegistration>.passUnretained(registration)
        if state.isBuilding(opaque) {
            throw .cycle(path: cyclePath(state, closingWith: opaque, site: site))
        }
        state.push(ResolutionFrame(registration: opaque, container: .passUnretained(self), site: site))
        defer { state.pop() }
        return registration.instance(in: self, state: state)
    }

    private func unregistered<Service>(
        _ type: Service.Type, name: String?, site: InjectionSite?
    )
        throws(ResolutionError) -> Service
    {
        let state = ThreadLocalSlot.state
        if let probe = state.probe, probe.container === self {
            return try probe.resolveMissing(type, name: name, site: site)
        }
        throw missingError(type, name: name, site: site, state: state)
    }

    func missingError(_ type: Any.Type, name: String?, site: InjectionSite?, state: ResolutionState) -> ResolutionError
    {
        var path = state.frames.map(ResolutionStep.init)
        path.append(
            ResolutionStep(service: TypeName.of(type), name: name, registeredAt: nil, injectedAt: site?.location))
        let requester = site?.owner ?? state.currentRegistration
        return .unregistered(
            service: TypeName.of(type), name: name, requestedBy: requester.map { TypeName.of($0.serviceType) },
            injectedAt: site?.location, path: path)
    }

    private func cyclePath(
        _ state: ResolutionState, closingWith registration: Unmanaged<AnyRegistration>, site: InjectionSite?
    )
        -> [ResolutionStep]
    {
        let start = state.frames.firstIndex { $0.registration.toOpaque() == registration.toOpaque() } ?? 0
        var path = state.frames[start...].map(ResolutionStep.init)
        path.append(
            ResolutionStep(
                ResolutionFrame(registration: registration, container: .passUnretained(self), site: site)))
        return path
    }
}
