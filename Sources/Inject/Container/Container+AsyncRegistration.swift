extension Container {
    /// Registers a service built by an `async` factory: one that opens a database, reads the keychain, loads a
    /// model.
    ///
    /// ```swift
    /// container.register(Database.self, scope: .singleton) { () async throws in
    ///     try await Database.open(url)
    /// }
    /// let database = try await container.resolveAsync(Database.self)
    /// ```
    ///
    /// It is resolved with ``resolveAsync(_:name:)`` (or `try await r.resolveAsync(…)` inside another async
    /// factory); a synchronous `resolve` or `@Injected` of it stops with a message saying to await it. An async
    /// `.singleton` is built once even when many tasks await it at the same moment; they all get its result.
    /// If the build throws, every task waiting for it gets the error and the next `resolveAsync` builds again,
    /// unless `cachesFailure` is true (then the error is kept and thrown to every later caller).
    ///
    /// Like a synchronous factory, it inherits the isolation of the code that registers it: written in main-actor
    /// code it runs on the main actor (awaiting frees the main actor meanwhile); written in nonisolated code it runs
    /// on the cooperative pool.
    public func register<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, scope: Scope = .transient, cachesFailure: Bool = false,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        @_inheritActorContext factory: @escaping @isolated(any) @Sendable () async throws -> Service
    ) {
        registrations.insert(
            RegistrationClasses.typedRegistration(of: Service.self).init(
                type, name: name, scope: scope,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                cachesFailure: cachesFailure, asyncFactory: { _ in try await factory() }))
    }

    /// Registers an async service whose factory resolves its own dependencies, awaiting the async ones.
    ///
    /// ```swift
    /// container.register(Repository.self, scope: .singleton) { r async throws in
    ///     SQLRepository(database: try await r.resolveAsync(), clock: r.resolve())
    /// }
    /// ```
    ///
    /// A cycle through async factories is thrown as ``ResolutionError/cycle(path:)``, never awaited forever.
    public func register<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, scope: Scope = .transient, cachesFailure: Bool = false,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        @_inheritActorContext factory: @escaping @isolated(any) @Sendable (any Resolver) async throws -> Service
    ) {
        registrations.insert(
            RegistrationClasses.typedRegistration(of: Service.self).init(
                type, name: name, scope: scope,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                cachesFailure: cachesFailure, asyncFactory: { r in try await factory(r) }))
    }
}
