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
        guard let found = registrations.lookup(RegistrationKey(type, name: name)) else {
            let state = ThreadLocalSlot.state.takeUnretainedValue()
            if let probe = state.probe, probe.container === self {
                return try probe.resolveMissing(type, name: name, site: nil)
            }
            throw missingError(type, name: name, site: nil, state: state)
        }
        let registration = found.takeUnretainedValue()
        guard registration.argumentType == Argument.self, registration.kind == .synchronous else {
            if let refusal = registration.argumentRefusal(given: Argument.self)
                ?? registration.synchronousRefusal(injectedAt: nil, argumentGiven: true)
            {
                throw refusedArgumentRequest(registration, type, refusal)
            }
            return try argumentResolution(of: found, type, argument: argument)
        }
        return try argumentResolution(of: found, type, argument: argument)
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

    /// Builds (or fetches) the instance of an argument registration found for `Service` that takes an `Argument`.
    private func argumentResolution<Service, Argument>(
        of found: Unmanaged<Registration>, _ type: Service.Type, argument: Argument
    ) throws(ResolutionError) -> Service {
        let registration = found.takeUnretainedValue()
        // Safe: only an `ArgumentRegistration<Service, Argument>` is stored under this key with this argument type.
        let typed = unsafeDowncast(registration, to: ArgumentRegistration<Service, Argument>.self)
        let state = ThreadLocalSlot.state
        guard state._withUnsafeGuaranteedRef({ $0.enter(found, container: self, site: nil) }) else {
            let resolution = state.takeUnretainedValue()
            if let probe = resolution.probe, probe.container === self {
                return try probe.resolve(registration, type, argument: argument)
            }
            throw .cycle(path: cyclePath(resolution, closingWith: found, site: nil))
        }
        defer { state._withUnsafeGuaranteedRef { $0.pop() } }
        // A transient keeps nothing: the factory call is the whole resolution (the common case, kept short).
        if registration.isTransient { return typed.factory(self, argument) }
        return registration.keptInstance(type, in: self, state: state.takeUnretainedValue()) {
            typed.factory(self, argument)
        }
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
