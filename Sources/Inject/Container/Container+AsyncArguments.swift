/// Async factories that take a runtime argument: `{ (r, threadID: String) async throws in … }`, awaited with
/// `resolveAsync(_:name:argument:)`.
extension Container {
    /// Resolves `type` with `argument` from any context: the way to resolve an async factory that takes an
    /// argument, and a main-actor one from anywhere (it hops to the main actor).
    ///
    /// ```swift
    /// container.register(Conversation.self) { (r, threadID: String) async throws in
    ///     try await Conversation.load(threadID, from: r.resolveAsync())
    /// }
    /// let conversation = try await container.resolveAsync(Conversation.self, argument: "t42")
    /// let model = try await container.resolveAsync(ProfileModel.self, argument: "u1")
    /// ```
    ///
    /// It throws what the factory throws, and the refusals ``tryResolve(_:name:argument:)`` throws.
    public func resolveAsync<Service: Sendable, Argument: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, argument: Argument
    ) async throws -> Service {
        switch registrations.lookup(RegistrationKey(type, name: name))?.takeUnretainedValue().kind {
        case .async?:
            return try await AsyncResolution(container: self).resolveAsync(type, name: name, argument: argument)
        case .mainActor?:
            return try await MainActor.run { try self.tryResolve(type, name: name, argument: argument) }
        case .synchronous?, nil:
            return try tryResolve(type, name: name, argument: argument)
        }
    }

    /// Registers how to build `type` with an async factory that takes a runtime argument.
    ///
    /// ```swift
    /// container.register(Conversation.self) { (r, threadID: String) async throws in
    ///     try await Conversation.load(threadID, from: r.resolveAsync())
    /// }
    /// let conversation = try await container.resolveAsync(Conversation.self, argument: "t42")
    /// ```
    ///
    /// Resolved only with `resolveAsync(_:name:argument:)` (or `try await r.resolveAsync(argument:)` inside another
    /// async factory): a synchronous `resolve` is refused saying to await it, a request without the argument or
    /// with another type is refused as for a synchronous factory. Scopes, `cachesFailure` and the isolation the
    /// factory inherits work as for an async factory without an argument (an async `.singleton` is built once,
    /// with the first argument it is awaited with; so is a custom-scoped one until its scope is reset).
    /// `validateAsync()` runs it when another async factory awaits it with an argument, and otherwise names it as
    /// not run (`incomplete-analysis`).
    public func register<Service: Sendable, Argument: Sendable>(
        _ type: Service.Type, name: String? = nil, scope: Scope = .transient, cachesFailure: Bool = false,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        @_inheritActorContext factory:
            @escaping @isolated(any) @Sendable (any Resolver, Argument) async throws
            -> Service
    ) {
        registrations.insert(
            ArgumentRegistration(
                type, name: name, scope: scope,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                cachesFailure: cachesFailure, asyncFactory: { r, argument in try await factory(r, argument) }))
    }
}

extension Resolver {
    /// Resolves `type` with `argument` with `await`, inside an async factory: an async factory that takes an
    /// argument, or any other (see ``Container/resolveAsync(_:name:argument:)``).
    ///
    /// ```swift
    /// container.register(Inbox.self) { r async throws in Inbox(latest: try await r.resolveAsync(argument: "t42")) }
    /// ```
    public func resolveAsync<Service: Sendable, Argument: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil, argument: Argument
    ) async throws -> Service {
        // The resolver an async factory receives keeps its resolution's chain (the cycle guard) or its analysis.
        if let resolution = self as? AsyncResolution {
            return try await resolution.resolveAsync(type, name: name, argument: argument)
        }
        if let analysis = self as? AsyncAnalysisResolver {
            return try await analysis.resolveAsync(type, name: name, argument: argument)
        }
        return try await argumentContainer.resolveAsync(type, name: name, argument: argument)
    }
}
