import CInjectSupport

/// A task executor with one operating-system thread of its own, on which `validateAsync()` runs one async factory
/// (and every async factory that one awaits).
///
/// Why a thread of its own: an async factory may make a synchronous request that reaches a dead end (a missing
/// service, a cycle), which can neither return nor throw; the analyser then parks the thread for good, as it does
/// for a synchronous factory. Parking a thread of the cooperative pool would take it from every task in the
/// process (the pool has one per core), so the factory runs with this executor as its task's preference
/// (`withTaskExecutorPreference`): its nonisolated code and the default actors it calls run here, and a dead end
/// parks only this thread. The thread is an analyser worker (its resolution state carries the probe), so what the
/// factory resolves synchronously is recorded exactly as for a synchronous factory.
///
/// The thread ends when ``finish()`` is called after the factory returned or threw; a job that arrives later (a
/// child task still running) goes to the global concurrent executor, so no job is ever dropped.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class AnalysisThreadExecutor: TaskExecutor, @unchecked Sendable {
    // Safe: `jobs` and `isFinished` are guarded by `condition`; `threadState` by its own lock.
    private let condition = UnsafeMutablePointer<inject_condition>.allocate(capacity: 1)
    private var jobs: [UnownedJob] = []
    private var isFinished = false
    /// The thread's resolution state, which identifies the thread (a state belongs to one thread for its life).
    private let threadState = Lock<ResolutionState?>(nil)

    /// Starts the thread, which runs as an analyser worker of `probe`.
    init(probe: ValidationProbe) {
        condition.initialize(to: inject_condition())
        let status = inject_condition_init(condition)
        precondition(status == 0, "Inject could not create the analyser's job queue (pthread_cond_init: \(status)).")
        Platform.spawnThread { [self] in runJobs(asWorkerOf: probe) }
    }

    deinit {
        inject_condition_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
    }

    /// Whether the calling thread is this executor's.
    var isCurrentThread: Bool {
        guard let current = ThreadLocalSlot.existingState else { return false }
        return threadState.withLock { $0 } === current
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        inject_condition_lock(condition)
        if isFinished {
            inject_condition_unlock(condition)
            globalConcurrentExecutor.enqueue(job)
            return
        }
        jobs.append(job)
        inject_condition_signal(condition)
        inject_condition_unlock(condition)
    }

    /// Lets the thread end once its queue is empty; later jobs run on the global concurrent executor.
    func finish() {
        inject_condition_lock(condition)
        isFinished = true
        inject_condition_signal(condition)
        inject_condition_unlock(condition)
    }

    private func runJobs(asWorkerOf probe: ValidationProbe) {
        let state = ThreadLocalSlot.state.takeUnretainedValue()
        threadState.withLock { $0 = state }
        state.probe = probe
        while let batch = nextJobs() {
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
        state.probe = nil
    }

    /// The jobs waiting, in the order they came (waiting for one); nil once finished and drained.
    private func nextJobs() -> [UnownedJob]? {
        inject_condition_lock(condition)
        defer { inject_condition_unlock(condition) }
        while jobs.isEmpty {
            if isFinished { return nil }
            inject_condition_wait(condition)
        }
        defer { jobs.removeAll(keepingCapacity: true) }
        return jobs
    }
}
