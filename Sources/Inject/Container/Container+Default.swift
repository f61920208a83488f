/// The process-wide default container, and the task-scoped replacement tests use.
enum DefaultContainer {
    static let shared = Container()
    @TaskLocal static var override: Container?
}

extension Container {
    /// The container objects created outside any container resolve from (their `@Injected` properties).
    ///
    /// ```swift
    /// Container.default.register(Clock.self) { SystemClock() }
    /// struct Report { @Injected var clock: Clock }   // made by hand: resolves from Container.default
    /// ```
    ///
    /// Inside ``withDefault(_:operation:)-(_,()->R)`` it is the container given there, for that task and its
    /// child tasks only, so parallel tests never see each other's registrations or singletons.
    public static var `default`: Container {
        DefaultContainer.override ?? DefaultContainer.shared
    }

    /// Runs `operation` with `container` as ``default`` for the current task and its children.
    ///
    /// ```swift
    /// let test = Container()
    /// test.register(Clock.self) { FixedClock() }
    /// Container.withDefault(test) {
    ///     #expect(Report().clock is FixedClock)
    /// }
    /// ```
    public static func withDefault<R>(_ container: Container, operation: () throws -> R) rethrows -> R {
        try DefaultContainer.$override.withValue(container, operation: operation)
    }

    /// Runs the async `operation` with `container` as ``default`` for the current task and its children.
    ///
    /// ```swift
    /// await Container.withDefault(test) {
    ///     await service.run()
    /// }
    /// ```
    public static func withDefault<R>(
        _ container: Container, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
    ) async rethrows -> R {
        try await DefaultContainer.$override.withValue(container, operation: operation, isolation: isolation)
    }
}
