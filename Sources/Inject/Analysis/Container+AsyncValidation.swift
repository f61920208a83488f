extension Container {
    /// Analyses the whole container like ``validate(isolation:)``, async factories included: what each async
    /// factory resolves and awaits, and the `Injected` properties of what it builds.
    ///
    /// ```swift
    /// container.register(Database.self, scope: .singleton) { () async throws in try await Database.open(url) }
    /// container.register(Repository.self) { r async throws in SQLRepository(database: try await r.resolveAsync()) }
    /// let report = await container.validateAsync()
    /// #expect(!report.hasErrors, "\(report)")
    /// ```
    ///
    /// It first runs every synchronous factory exactly as `validate()` does, then each async factory once, with
    /// the same promises: a singleton's factory runs at most once per container (what it builds becomes the
    /// singleton), a transient's once per call, and a dead end is reported, never crashed on.
    ///
    /// How async factories run: each one (with the async factories it awaits) runs in a task whose executor is a
    /// new thread of the analyser's, so its synchronous requests are recorded and a dead end in one (a
    /// `r.resolve` of a missing service) parks only that thread, as in `validate()`. A missing or cyclic service
    /// it *awaits* is thrown to it instead (it can unwind), and the report says where its analysis stopped. An
    /// async factory that throws an error of its own (a database that does not open) is reported too: what it
    /// would have resolved afterwards is unknown.
    ///
    /// Limits: requests the factory makes on another actor's thread (inside `MainActor.run`, or in an actor
    /// with an executor of its own) are resolved as at run time and not analysed. Async factories are analysed
    /// on iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2 and later (and on Linux); on older systems they are
    /// skipped, and the report says which. Named `validateAsync` for the reason ``resolveAsync(_:name:)`` is.
    public func validateAsync(isolation: isolated (any Actor)? = #isolation) async -> ValidationReport {
        report(of: await ValidationProbe(container: self).runIncludingAsync(isolation: isolation))
    }

    /// ``validateAsync(isolation:)``, then prints any findings to standard error in compiler format and exits with
    /// status 1 if there are errors: what an app with async services calls at start-up.
    ///
    /// ```swift
    /// let container = Container()
    /// Features.register(in: container)
    /// await container.validateAsyncOrExit()
    /// ```
    public func validateAsyncOrExit(isolation: isolated (any Actor)? = #isolation) async {
        await validateAsync(isolation: isolation).printAndExitOnErrors()
    }
}
