extension Container {
    /// Registers how to build `type` (optionally under `name`) with a factory that needs nothing.
    ///
    /// ```swift
    /// container.register(Store.self) { FileStore() }
    /// container.register(Store.self, name: "archive", scope: .singleton) { FileStore(directory: "archive") }
    /// ```
    ///
    /// Registering the same type and name again replaces the earlier registration (the analyser reports it as
    /// `duplicate-registration`). The call site is remembered, so reports point at it. Factories must be cheap
    /// and free of side effects: `validate()` runs each one once.
    ///
    /// The factory inherits the isolation of the code that registers it, as `Task { }` does: written in
    /// nonisolated code it runs on whatever thread resolves; written in main-actor code (a `@MainActor` function,
    /// or any code of a module whose default isolation is `MainActor`) it may call main-actor initialisers and
    /// runs on the main actor, so it is resolved from main-actor code or with `resolveAsync` (see
    /// <doc:MainActorAndAsyncServices>).
    public func register<Service>(
        _ type: Service.Type, name: String? = nil, scope: Scope = .transient,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        @_inheritActorContext factory: @escaping @isolated(any) @Sendable () -> Service
    ) {
        registrations.insert(
            RegistrationClasses.typedRegistration(of: Service.self).init(
                type, name: name, scope: scope,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                isolatedFactory: factory))
    }

    /// Registers how to build `type` with a factory that resolves its own dependencies (constructor injection).
    ///
    /// ```swift
    /// container.register(Mailer.self, scope: .singleton) { r in
    ///     OutboxMailer(store: r.resolve(Store.self), clock: r.resolve())
    /// }
    /// ```
    ///
    /// The resolver resolves from this container, and each request is recorded by `validate()` as an edge of
    /// the dependency graph.
    public func register<Service>(
        _ type: Service.Type, name: String? = nil, scope: Scope = .transient,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        @_inheritActorContext factory: @escaping @isolated(any) @Sendable (any Resolver) -> Service
    ) {
        registrations.insert(
            RegistrationClasses.typedRegistration(of: Service.self).init(
                type, name: name, scope: scope,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                isolatedFactory: factory))
    }

    /// Whether `type` (with `name`) is registered.
    ///
    /// ```swift
    /// if container.isRegistered(Analytics.self) { … }
    /// ```
    public func isRegistered<Service>(_ type: Service.Type, name: String? = nil) -> Bool {
        registrations.lookup(RegistrationKey(type, name: name)) != nil
    }
}
