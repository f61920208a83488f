extension Container {
    /// Registers a service that must be built on the main actor, such as a SwiftUI view model.
    ///
    /// ```swift
    /// container.register(ProfileModel.self, isolation: MainActor.shared) { ProfileModel() }
    ///
    /// @MainActor struct ProfileScreen {
    ///     @Injected var model: ProfileModel          // resolved on the main actor, no await
    /// }
    /// ```
    ///
    /// From main-actor code (a view, a view model, `App.init`) it resolves synchronously with the ordinary
    /// ``resolve(_:name:)``, ``tryResolve(_:name:)`` or `@Injected`. Resolved synchronously anywhere else it stops
    /// with a message naming the registration (`tryResolve` throws ``ResolutionError/offMainActor(service:name:registeredAt:injectedAt:)``);
    /// ``resolveAsync(_:name:)`` hops to the main actor from anywhere. Scopes behave as for any service: a
    /// main-actor `.singleton` is built once.
    ///
    /// A factory written in main-actor code is already a main-actor registration without the label (it inherits
    /// the isolation of the code that registers it; see <doc:MainActorAndAsyncServices>).
    /// The label says so where the registration is written in nonisolated code, and documents the intent. It may
    /// come before or after `name:` and `scope:`. For another global actor, register an async factory that hops
    /// to it: `{ await MyActor.run { … } }`, resolved with `resolveAsync`.
    public func register<Service>(
        _ type: Service.Type, isolation: MainActor, name: String? = nil, scope: Scope = .transient,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        factory: @escaping @MainActor @Sendable () -> Service
    ) {
        registrations.insert(
            RegistrationClasses.typedRegistration(of: Service.self).init(
                type, name: name, scope: scope,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                mainActorFactory: factory))
    }

    /// Registers a main-actor service whose factory resolves its own dependencies.
    ///
    /// ```swift
    /// container.register(ProfileModel.self, isolation: MainActor.shared, scope: .singleton) { r in
    ///     ProfileModel(store: r.resolve())
    /// }
    /// ```
    ///
    /// The factory runs on the main actor, so it may resolve other main-actor services synchronously too.
    public func register<Service>(
        _ type: Service.Type, isolation: MainActor, name: String? = nil, scope: Scope = .transient,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        factory: @escaping @MainActor @Sendable (any Resolver) -> Service
    ) {
        registrations.insert(
            RegistrationClasses.typedRegistration(of: Service.self).init(
                type, name: name, scope: scope,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                mainActorFactory: factory))
    }
}

// The same two registrations with `isolation:` after `name:` or `scope:`: Swift matches arguments in declaration
// order, so each order is an overload. The one that is not first requires the argument it follows, so that a call
// matches exactly one of them.
extension Container {
    /// Registers a main-actor service, `isolation:` written after `name:`.
    ///
    /// ```swift
    /// container.register(ProfileModel.self, name: "preview", isolation: MainActor.shared) { ProfileModel() }
    /// ```
    public func register<Service>(
        _ type: Service.Type, name: String, isolation: MainActor, scope: Scope = .transient,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        factory: @escaping @MainActor @Sendable () -> Service
    ) {
        register(
            type, isolation: isolation, name: name, scope: scope, fileID: fileID, filePath: filePath, line: line,
            column: column, factory: factory)
    }

    /// Registers a main-actor service whose factory resolves its dependencies, `isolation:` written after `name:`.
    ///
    /// ```swift
    /// container.register(ProfileModel.self, name: "preview", isolation: MainActor.shared) { r in
    ///     ProfileModel(store: r.resolve())
    /// }
    /// ```
    public func register<Service>(
        _ type: Service.Type, name: String, isolation: MainActor, scope: Scope = .transient,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        factory: @escaping @MainActor @Sendable (any Resolver) -> Service
    ) {
        register(
            type, isolation: isolation, name: name, scope: scope, fileID: fileID, filePath: filePath, line: line,
            column: column, factory: factory)
    }

    /// Registers a main-actor service, `isolation:` written after `scope:`.
    ///
    /// ```swift
    /// container.register(ProfileModel.self, scope: .singleton, isolation: MainActor.shared) { ProfileModel() }
    /// ```
    public func register<Service>(
        _ type: Service.Type, name: String? = nil, scope: Scope, isolation: MainActor,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        factory: @escaping @MainActor @Sendable () -> Service
    ) {
        register(
            type, isolation: isolation, name: name, scope: scope, fileID: fileID, filePath: filePath, line: line,
            column: column, factory: factory)
    }

    /// Registers a main-actor service whose factory resolves its dependencies, `isolation:` written after `scope:`.
    ///
    /// ```swift
    /// container.register(ProfileModel.self, scope: .singleton, isolation: MainActor.shared) { r in
    ///     ProfileModel(store: r.resolve())
    /// }
    /// ```
    public func register<Service>(
        _ type: Service.Type, name: String? = nil, scope: Scope, isolation: MainActor,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        factory: @escaping @MainActor @Sendable (any Resolver) -> Service
    ) {
        register(
            type, isolation: isolation, name: name, scope: scope, fileID: fileID, filePath: filePath, line: line,
            column: column, factory: factory)
    }
}
