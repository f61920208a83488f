extension Container {
    /// Resolves `type` with `await`: the way to resolve an async registration, and a main-actor one from anywhere.
    ///
    /// ```swift
    /// let database = try await container.resolveAsync(Database.self)
    /// let model: ProfileModel = try await container.resolveAsync()      // hops to the main actor
    /// let archive = try await container.resolveAsync(Store.self, name: "archive")
    /// ```
    ///
    /// Any registration can be resolved this way: a synchronous one is built right away, a main-actor one on the
    /// main actor, an async one by awaiting its factory (an async `.singleton` is built once, however many
    /// tasks await it together). It throws what the factory throws, and a ``ResolutionError`` when the service
    /// is not registered or a chain of async factories needs itself.
    ///
    /// Why not an async overload of ``resolve(_:name:)``: inside any async function Swift would then pick the
    /// async overload for every plain `container.resolve(…)` and demand an `await` there.
    public func resolveAsync<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil
    ) async throws -> Service {
        // A built async singleton is handed out without a resolution of its own.
        if let found = registrations.lookup(RegistrationKey(type, name: name)),
            let cell = found._withUnsafeGuaranteedRef({
                $0.kind == .async && $0.scope == .singleton && $0.argumentType == nil ? $0.builtSingleton : nil
            })
        {
            return cell._withUnsafeGuaranteedRef { $0.value(as: type) }
        }
        return try await AsyncResolution(container: self).resolveAsync(type, name: name)
    }
}
