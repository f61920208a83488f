/// What an async factory receives under `validateAsync()` (see `ValidationProbe+Async.swift`).
///
/// Its synchronous requests go to the container, which on the run's thread hands them to the probe (they are
/// recorded as a synchronous factory's are); what it awaits is analysed by the probe. A request from any other
/// thread (code the factory runs on the main actor or on an actor with an executor of its own, or a task it left
/// behind) is resolved as at run time and not seen by the analysis, which is never touched from two threads.
final class AsyncAnalysisResolver: Resolver, @unchecked Sendable {
    // Safe: `ownDeadEnd` and `failedDependency` are touched only on the run's thread (see `isOnRunThread`).
    let probe: ValidationProbe
    let run: AsyncAnalysisRun
    /// The async registrations being built, outermost first, ending with the one whose factory this is given to.
    let chain: [Registration]
    /// The dead end this resolver threw last, so the probe tells it from an error of the factory's own.
    private(set) var ownDeadEnd: (error: ResolutionError, reason: ProbeStop.Reason)?
    /// The last async dependency whose own analysis ended in an error while this factory awaited it.
    var failedDependency: Registration?

    init(probe: ValidationProbe, run: AsyncAnalysisRun, chain: [Registration]) {
        self.probe = probe
        self.run = run
        self.chain = chain
    }

    func resolve<Service>(_ type: Service.Type, name: String?) -> Service {
        probe.container.resolve(type, name: name)
    }

    func tryResolve<Service>(_ type: Service.Type, name: String?) throws(ResolutionError) -> Service {
        try probe.container.tryResolve(type, name: name)
    }

    func resolveIfRegistered<Service>(_ type: Service.Type, name: String?) -> Service? {
        probe.container.resolveIfRegistered(type, name: name)
    }

    func resolveAsync<Service: Sendable>(_ type: Service.Type, name: String?) async throws -> Service {
        guard isOnRunThread else { return try await probe.container.resolveAsync(type, name: name) }
        return try await probe.asyncRequest(type, name: name, by: self)
    }

    /// `r.resolveAsync(_:name:argument:)` from the factory under analysis: analysed as ``resolveAsync(_:name:)`` is,
    /// the argument going to the factory that takes it.
    func resolveAsync<Service: Sendable, Argument: Sendable>(
        _ type: Service.Type, name: String?, argument: Argument
    ) async throws -> Service {
        guard isOnRunThread else { return try await probe.container.resolveAsync(type, name: name, argument: argument) }
        return try await probe.asyncRequest(type, name: name, argument: argument, by: self)
    }

    /// Records `error` as this factory's dead end (`reason` says which) and returns it, to be thrown.
    func deadEnd(_ error: ResolutionError, _ reason: ProbeStop.Reason) -> ResolutionError {
        ownDeadEnd = (error, reason)
        return error
    }

    /// Whether the caller runs on the run's own thread while the run is going on.
    private var isOnRunThread: Bool {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
            let executor = run.executor as? AnalysisThreadExecutor
        else { return false }
        return executor.isCurrentThread && !run.isOver
    }
}
