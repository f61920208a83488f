/// `validateAsync()`'s second phase: the async factories, run after every synchronous one was built.
///
/// Each async registration not analysed yet gets a run of its own (``AsyncAnalysisRun``): a task whose executor
/// preference is a new thread (``AnalysisThreadExecutor``) that is an analyser worker, so whatever the factory
/// resolves synchronously (`r.resolve`, `@Injected` reads) is recorded as for a synchronous factory, and a dead end
/// there parks only that thread. What it awaits (`r.resolveAsync`) goes through ``AsyncAnalysisResolver``:
/// a synchronous service is the instance the first phase built, an async one is analysed right there, in the same
/// run, and a missing or cyclic one is *thrown* (an async factory can unwind, so its analysis ends cleanly).
///
/// The runs go one after another, so the probe's state is only ever touched by one thread at a time; the
/// factories a run awaits concurrently (`async let`) take turns on its single thread.
extension ValidationProbe {
    /// Runs both phases and returns what the probe saw.
    func runIncludingAsync(isolation: isolated (any Actor)? = #isolation) async -> ProbeResult {
        container.activeProbes.add(1)
        defer { container.activeProbes.add(-1) }
        runWorkers(isolation: isolation)
        await analyseAsyncRegistrations()
        return result
    }

    /// Analyses every async registration the first phase skipped. Where task executors are not available (before
    /// iOS 18, macOS 15 and their peers) it does nothing, and the report says which were not analysed.
    private func analyseAsyncRegistrations() async {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        isAnalysingAsync = true
        defer { isAnalysingAsync = false }
        // One taking an argument runs only when another factory awaits it with one (`asyncRequest`).
        for registration in order
        where registration.kind == .async && registration.argumentType == nil && !isDone(registration) {
            let executor = AnalysisThreadExecutor(probe: self)
            let run = AsyncAnalysisRun(executor: executor)
            outermostEdgeStart = edges.count
            start(run, of: registration, on: executor)
            await run.wait()
            // After a dead end the thread is parked and never reads its queue again; otherwise it ends now.
            executor.finish()
        }
    }

    /// Starts the run's task. (Not `async`: a task created here has no actor of the caller to inherit.)
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private func start(_ run: AsyncAnalysisRun, of registration: Registration, on executor: AnalysisThreadExecutor) {
        Task(executorPreference: executor) {
            await AsyncAnalysisRun.$current.withValue(run) {
                _ = try? await self.asyncInstance(of: registration)
            }
            run.finish()
        }
    }

    /// An async registration's instance for this analysis: its factory run once with an analysing resolver (and
    /// `argument`, for one that takes it), or the container's existing singleton. Throws what the factory throws,
    /// after recording where it stopped.
    func asyncInstance(of registration: Registration, argument: (any Sendable)? = nil) async throws -> Any {
        if let existing = existingSingleton(of: registration) { return existing }
        guard let run = AsyncAnalysisRun.current else { preconditionFailure("an async analysis runs in a run") }
        let chain = AsyncAnalysisRun.chain + [registration]
        let resolver = AsyncAnalysisResolver(probe: self, run: run, chain: chain)
        let firstEdge = edges.count
        do {
            // `Container.default` is the analysed container, so `@Injected` properties the factory's objects
            // create belong to it, as in `AsyncResolution.run`.
            let instance = try await AsyncAnalysisRun.$chain.withValue(chain) {
                try await DefaultContainer.$override.withValue(container) {
                    if let argument {
                        try await registration.makeAnyAsync(resolver: resolver, argument: argument)
                    } else {
                        try await registration.makeAnyAsync(resolver: resolver)
                    }
                }
            }
            return keep(instance, of: registration, factoryEdges: firstEdge..<edges.count)
        } catch {
            recordThrow(error, of: registration, by: resolver)
            throw error
        }
    }

    /// An async factory under analysis awaits `type` (`r.resolveAsync`).
    func asyncRequest<Service>(
        _ type: Service.Type, name: String?, by resolver: AsyncAnalysisResolver
    ) async throws -> Service {
        try await asyncRequest(type, name: name, argument: nil, argumentType: nil, by: resolver) {
            self.container.resolve(type, name: name)
        }
    }

    /// An async factory under analysis awaits `type` with `argument` (`r.resolveAsync(argument:)`).
    func asyncRequest<Service, Argument: Sendable>(
        _ type: Service.Type, name: String?, argument: Argument, by resolver: AsyncAnalysisResolver
    ) async throws -> Service {
        try await asyncRequest(type, name: name, argument: argument, argumentType: Argument.self, by: resolver) {
            self.container.resolve(type, name: name, argument: argument)
        }
    }

    /// The request itself: `argument` (of type `argumentType`) is the one passed, or nil when none is;
    /// `synchronously` is the request made synchronously, for a registration that is not async.
    private func asyncRequest<Service>(
        _ type: Service.Type, name: String?, argument: (any Sendable)?, argumentType: Any.Type?,
        by resolver: AsyncAnalysisResolver, synchronously: () -> Service
    ) async throws -> Service {
        let key = RegistrationKey(type, name: name)
        guard let found = container.registrations.lookup(key) else {
            record(key, type: type, optional: false, site: nil)
            let missing = container.missingError(
                type, name: name, site: nil, state: ThreadLocalSlot.state.takeUnretainedValue())
            throw resolver.deadEnd(missing, .missing(key))
        }
        let registration = found.takeUnretainedValue()
        record(registration.key, type: type, optional: false, site: nil)
        // Another argument type, or none for a factory that takes one: refused at run time, a dead end here.
        if let refusal = registration.argumentRefusal(given: argumentType) {
            throw resolver.deadEnd(refusal, .refused(refusal))
        }
        let id = ObjectIdentifier(registration)
        // Safe (each cast below): the registration found for `Service` builds a `Service`.
        if let instance = built[id] { return instance as! Service }
        if let start = resolver.chain.firstIndex(where: { $0 === registration }) {
            let path = (resolver.chain[start...] + [registration]).map(step)
            throw resolver.deadEnd(.cycle(path: path), .cycle(registration.key))
        }
        if stoppedRoots[id] != nil {
            let path = (resolver.chain + [registration]).map(step)
            throw resolver.deadEnd(.cycle(path: path), .blocked(by: registration.key))
        }
        guard registration.kind == .async else {
            // Registered after the first phase began (it built every other synchronous one), or taking an argument
            // (only a request passing one builds it): build it now, as at run time.
            return synchronously()
        }
        do {
            return try await asyncInstance(of: registration, argument: argument) as! Service
        } catch {
            resolver.failedDependency = registration
            throw error
        }
    }

    /// An async factory threw: records why its analysis ended there, unless a dead end already did.
    private func recordThrow(_ error: any Error, of registration: Registration, by resolver: AsyncAnalysisResolver) {
        let id = ObjectIdentifier(registration)
        guard stoppedRoots[id] == nil else { return }
        let reason: ProbeStop.Reason
        let root: RegistrationKey
        if let own = resolver.ownDeadEnd, (error as? ResolutionError) == own.error {
            reason = own.reason
            root = rootOfStop(own.reason) ?? registration.key
        } else if let failed = resolver.failedDependency, let failedRoot = stoppedRoots[ObjectIdentifier(failed)] {
            reason = .blocked(by: failed.key)
            root = failedRoot
        } else {
            reason = .threw(String(describing: error))
            root = registration.key
        }
        stops.append(ProbeStop(registration: registration.key, reason: reason, root: root))
        stoppedRoots[id] = root
    }
}
