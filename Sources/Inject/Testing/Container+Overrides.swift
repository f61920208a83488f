extension Container {
    /// A new container holding every registration of this one, with fresh scopes (no singleton is shared),
    /// after `overrides` has replaced what a test needs.
    ///
    /// ```swift
    /// let test = production.overriding { c in
    ///     c.register(Clock.self) { FixedClock(now: .epoch) }
    /// }
    /// #expect(test.resolve(Report.self).clock is FixedClock)   // production is untouched
    /// ```
    ///
    /// Replacing a copied registration is what this container is for, so the analyser does not report it as a
    /// duplicate.
    public func overriding(_ overrides: (Container) -> Void = { _ in }) -> Container {
        let child = Container()
        for registration in registrations.live {
            child.registrations.insert(registration.copyWithFreshScope())
        }
        overrides(child)
        return child
    }

    /// Runs `operation` with ``default`` replaced by an overriding copy of it, for this task and its children.
    ///
    /// ```swift
    /// @Test func reportUsesTheClock() {
    ///     Container.withOverrides({ $0.register(Clock.self) { FixedClock() } }) {
    ///         #expect(Report().clock is FixedClock)    // Report's @Injected resolves from the override
    ///     }
    /// }
    /// ```
    ///
    /// Parallel tests each get their own copy: they never see each other's overrides or singletons.
    public static func withOverrides<R>(_ overrides: (Container) -> Void, operation: () throws -> R) rethrows -> R {
        try withDefault(Container.default.overriding(overrides), operation: operation)
    }

    /// The async form of ``withOverrides(_:operation:)-(_,()->R)``.
    ///
    /// ```swift
    /// await Container.withOverrides({ $0.register(Mailer.self) { SpyMailer() } }) {
    ///     await service.sendReminders()
    /// }
    /// ```
    public static func withOverrides<R>(
        _ overrides: (Container) -> Void, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        try await withDefault(Container.default.overriding(overrides), isolation: isolation, operation: operation)
    }
}
