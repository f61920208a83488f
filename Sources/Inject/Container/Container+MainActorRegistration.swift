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
    /// Why a label and not an overload on the closure's actor alone: Swift treats two `register` overloads that
    /// differ only in the closure's global actor as a redeclaration. For another global actor, register an async
    /// factory that hops to it: `{ await MyActor.run { … } }`, resolved with `resolveAsync`.
    public func register<Service>(
        _ type: Service.Type, isolation: MainActor, name: String? = nil, scope: Scope = .transient,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        factory: @escaping @MainActor @Sendable () -> Service
    ) {
        registrations.insert(
            TypedRegistration(
                type, name: name, scope: scope,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                mainActorFactory: { _ in factory() }))
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
            TypedRegistration(
                type, name: name, scope: scope,
                location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                mainActorFactory: factory))
    }
}
