/// Runtime arguments: a factory that needs a value known only when it is resolved (`ProfileModel(userID:)`).
extension Container {
    /// Registers how to build `type` from a runtime argument, and the resolver for its other dependencies.
    ///
    /// ```swift
    /// container.register(ProfileModel.self) { (r, userID: String) in
    ///     ProfileModel(userID: userID, store: r.resolve())
    /// }
    /// let model = container.resolve(ProfileModel.self, argument: "u1")
    /// ```
    ///
    /// One argument; for several, a tuple (`{ (r, args: (String, Int)) in … }`, resolved with `argument: ("u1", 2)`).
    /// It is resolved only with `argument:` of exactly that type: any other type is refused naming both
    /// (``ResolutionError/argumentMismatch(service:name:given:expected:registeredAt:)``), never nil, and `@Injected`
    /// or `resolve(_:)` without an argument is refused naming the `argument:` form. Scopes apply as usual: a
    /// `.singleton` or custom-scoped one is built with the first argument it is resolved with.
    ///
    /// Like every factory it inherits the isolation of the code that registers it. `validate()` cannot invent an
    /// argument: it analyses such a factory when another factory resolves it with one, and otherwise names it as
    /// not run (`incomplete-analysis`); inject-lint checks its body statically either way.
    public func register<Service, Argument>(
        _ type: Service.Type, name: String? = nil, scope: Scope = .transient,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        @_inheritActorContext factory: @escaping @isolated(any) @Sendable (any Resolver, Argument) -> Service
    ) {
        registrations.insert(
            ArgumentRegistration(
                type, name: name, scope: scope,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                isolatedFactory: factory))
    }

    /// Resolves `type` with `argument`, stopping with a full explanation if it cannot.
    ///
    /// ```swift
    /// let model = container.resolve(ProfileModel.self, argument: "u1")
    /// let named: ProfileModel = container.resolve(name: "preview", argument: "u1")
    /// ```
    public func resolve<Service, Argument>(
        _ type: Service.Type = Service.self, name: String? = nil, argument: Argument
    ) -> Service {
        do {
            return try tryResolve(type, name: name, argument: argument)
        } catch {
            error.stop()
        }
    }

    /// Resolves `type` with `argument`, throwing when it is unregistered, cyclic, takes another argument type
    /// (``ResolutionError/argumentMismatch(service:name:given:expected:registeredAt:)``) or may not be built here.
    ///
    /// ```swift
    /// let model = try container.tryResolve(ProfileModel.self, argument: "u1")
    /// ```
    public func tryResolve<Service, Argument>(
        _ type: Service.Type = Service.self, name: String? = nil, argument: Argument
    ) throws(ResolutionError) -> Service {
        // The common case is written as the plain resolve's hot path is (`build`): the registration and the
        // thread's state are used through unretained references, and every other case is a call out of line:
        // retaining the registration and handling every case inline made this resolve markedly dearer than a plain
        // one (Benchmarks/README.md, row g, has the instruction counts).
        guard let found = registrations.lookup(RegistrationKey(type, name: name)) else {
            return try missingArgumentService(type, name: name)
        }
        if !found._withUnsafeGuaranteedRef({ $0.argumentType == Argument.self && $0.kind == .synchronous }) {
            try checkUnusualArgumentRequest(found, given: Argument.self)
        }
        let state = ThreadLocalSlot.state
        guard state._withUnsafeGuaranteedRef({ $0.enter(found, container: self, site: nil) }) else {
            return try refusedArgumentBuild(found, type, argument: argument, state: state)
        }
        defer { state._withUnsafeGuaranteedRef { $0.pop() } }
        return found._withUnsafeGuaranteedRef { $0.instance(type, argument: argument, in: self, state: state) }
    }

    @inline(never)
    private func missingArgumentService<Service>(
        _ type: Service.Type, name: String?
    ) throws(ResolutionError) -> Service {
        let state = ThreadLocalSlot.state.takeUnretainedValue()
        if let probe = state.probe, probe.container === self {
            return try probe.resolveMissing(type, name: name, site: nil)
        }
        throw missingError(type, name: name, site: nil, state: state)
    }

    /// Throws the refusal of a request passing an argument of type `given` to a registration that takes another
    /// type (or none) or is not plainly synchronous; returns when it may be built here after all (a main-actor
    /// one, on the main actor).
    @inline(never)
    private func checkUnusualArgumentRequest(
        _ found: Unmanaged<Registration>, given: Any.Type
    ) throws(ResolutionError) {
        let registration = found.takeUnretainedValue()
        if let refusal = registration.argumentRefusal(given: given)
            ?? registration.synchronousRefusal(injectedAt: nil, argumentGiven: true)
        {
            throw refusedArgumentRequest(registration, registration.serviceType, refusal)
        }
    }

    /// What `tryResolve` does when ``ResolutionState/enter(_:container:site:)`` refused to push a frame: this
    /// thread is the analyser's worker for this container, or the registration is already being built (a cycle).
    @inline(never)
    private func refusedArgumentBuild<Service, Argument>(
        _ found: Unmanaged<Registration>, _ type: Service.Type, argument: Argument, state: Unmanaged<ResolutionState>
    ) throws(ResolutionError) -> Service {
        let resolution = state.takeUnretainedValue()
        if let probe = resolution.probe, probe.container === self {
            return try probe.resolve(found.takeUnretainedValue(), type, argument: argument)
        }
        throw .cycle(path: cyclePath(resolution, closingWith: found, site: nil))
    }

    /// A request refused before its factory could run (another argument type, or a registration that may not be
    /// built here). Under analysis, a factory's refused request is its own dead end, reported in the linter's words.
    private func refusedArgumentRequest(
        _ registration: Registration, _ type: Any.Type, _ refusal: ResolutionError
    ) -> ResolutionError {
        if let probe = ThreadLocalSlot.existingState?.probe, probe.container === self {
            probe.record(registration.key, type: type, optional: false, site: nil)
            return probe.deadEnd(refusal, .refused(refusal))
        }
        return refusal
    }
}

extension Resolver {
    /// Resolves `type` with `argument` inside a factory (constructor injection of a service that takes one).
    ///
    /// ```swift
    /// container.register(ProfileScreen.self) { r in ProfileScreen(model: r.resolve(argument: "u1")) }
    /// ```
    public func resolve<Service, Argument>(
        _ type: Service.Type = Service.self, name: String? = nil, argument: Argument
    ) -> Service {
        argumentContainer.resolve(type, name: name, argument: argument)
    }

    /// The container that answers an argument request made through this resolver.
    var argumentContainer: Container {
        if let container = self as? Container { return container }
        if let resolution = self as? AsyncResolution { return resolution.container }
        if let analysis = self as? AsyncAnalysisResolver { return analysis.probe.container }
        return Container.default
    }
}
