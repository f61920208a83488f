#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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
    // Safe: `jobs` is guarded by `mutex`; `thread` is written before any job can be enqueued, on creation.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let jobArrived = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var jobs: [UnownedJob] = []
    private var isFinished = false
    private let thread = Lock<pthread_t?>(nil)

    /// Starts the thread, which runs as an analyser worker of `probe`.
    init(probe: ValidationProbe) {
        mutex.initialize(to: pthread_mutex_t())
        jobArrived.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(jobArrived, nil)
        Platform.spawnThread { [self] in runJobs(asWorkerOf: probe) }
    }

    deinit {
        pthread_cond_destroy(jobArrived)
        pthread_mutex_destroy(mutex)
        jobArrived.deallocate()
        mutex.deallocate()
    }

    /// Whether the calling thread is this executor's.
    var isCurrentThread: Bool {
        thread.withLock { $0 }.map { pthread_equal($0, pthread_self()) != 0 } ?? false
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pthread_mutex_lock(mutex)
        if isFinished {
            pthread_mutex_unlock(mutex)
            globalConcurrentExecutor.enqueue(job)
            return
        }
        jobs.append(job)
        pthread_cond_signal(jobArrived)
        pthread_mutex_unlock(mutex)
    }

    /// Lets the thread end once its queue is empty; later jobs run on the global concurrent executor.
    func finish() {
        pthread_mutex_lock(mutex)
        isFinished = true
        pthread_cond_signal(jobArrived)
        pthread_mutex_unlock(mutex)
    }

    private func runJobs(asWorkerOf probe: ValidationProbe) {
        thread.withLock { $0 = pthread_self() }
        let state = ThreadLocalSlot.state.takeUnretainedValue()
        state.probe = probe
        while let batch = nextJobs() {
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
        state.probe = nil
    }

    /// The jobs waiting, in the order they came (waiting for one); nil once finished and drained.
    private func nextJobs() -> [UnownedJob]? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while jobs.isEmpty {
            if isFinished { return nil }
            pthread_cond_wait(jobArrived, mutex)
        }
        defer { jobs.removeAll(keepingCapacity: true) }
        return jobs
    }
}
