/// One async factory analysed by `validateAsync()` (with every async factory it awaits), on a thread of its own.
///
/// It ends in one of two ways: the factory returns or throws (``finish()`` from its task), or a synchronous request
/// inside it reaches a dead end and its thread is parked for good (``finish()`` from the probe, just before
/// parking). Either way the analysis waiting in ``wait()`` goes on with the next registration.
final class AsyncAnalysisRun: @unchecked Sendable {
    // Safe: `waiter` and `isOver` are guarded by `lock`; `executor` is immutable.
    /// The registrations being built by this run's current task, outermost first (task-local, so that factories
    /// running concurrently inside one run, `async let`, each see their own chain).
    @TaskLocal static var chain: [Registration] = []
    /// The run the current task belongs to, if it is one of `validateAsync()`'s.
    @TaskLocal static var current: AsyncAnalysisRun?

    /// Whether this system has task executors (iOS 18, macOS 15 and their peers; Linux), which async factories
    /// need to be analysed.
    static var isAvailable: Bool {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return true }
        return false
    }

    /// The thread the factory runs on (an `AnalysisThreadExecutor`, typed `Any` so this class needs no availability).
    let executor: AnyObject
    private let lock = Lock<(waiter: CheckedContinuation<Void, Never>?, isOver: Bool)>((nil, false))

    init(executor: AnyObject) {
        self.executor = executor
    }

    /// Waits until the run is over (returns at once if it already is).
    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = lock.withLock { state -> Bool in
                if state.isOver { return true }
                state.waiter = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
        // Through the mutex, everything the run's thread did before `finish()` happens before what the caller does
        // next. The continuation's hand-over orders it too, but when `finish()` resumes it before this task has
        // fully suspended, the runtime's (uninstrumented) atomics are all there is, and ThreadSanitizer reported the
        // probe's state as raced (seen once, with the whole InjectTests suite running in parallel).
        lock.withLock { _ in }
    }

    /// Marks the run over and wakes the waiter; later calls do nothing.
    func finish() {
        let waiter = lock.withLock { state -> CheckedContinuation<Void, Never>? in
            if state.isOver { return nil }
            state.isOver = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Whether the run is over (a late request from a task it left behind must not touch the analysis).
    var isOver: Bool {
        lock.withLock { $0.isOver }
    }
}
