/// How the analyser runs factories that must run on the main actor without ever blocking or parking the main
/// thread.
///
/// The problem: `validate()` runs factories on worker threads, because a factory that reaches a dead end (a
/// missing or cyclic dependency) can never return and its thread must be parked for good; the main thread cannot
/// be parked. But a factory such as `{ MainActor.assumeIsolated { ProfileModel() } }`, or one registered with a
/// main-actor form, traps on any thread that is not running as the main actor.
///
/// The design: the main actor is *lent* to the worker. A Swift actor is a promise of mutual exclusion, not of a
/// particular thread, so the worker may run as the main actor as long as nothing else does meanwhile:
///
/// 1. The caller holds the main actor for the whole analysis. Called on the main thread (an `App.init`, a
///    `main.swift`, a `@MainActor` test), it already does: it waits in `validate()` and runs nothing else.
///    Called on another thread (a test on the cooperative pool), it first occupies the main actor with a
///    `@MainActor` task that waits until the analysis ends (``MainActorOccupation``).
/// 2. Each worker runs its loop inside a job that the Swift runtime executes with the main actor's executor as
///    the current one (`UnownedJob.runSynchronously(on: MainActor.sharedUnownedExecutor)`), so
///    `MainActor.assumeIsolated` succeeds there and `@MainActor` factories run as they would in the app.
/// 3. A dead end parks that worker as before; the main actor is not held by a parked worker in any way the
///    runtime knows of, and the parked factory never runs again, so nothing it half-built is touched.
///
/// What it costs and what it cannot do: the factory runs on a background thread that is the main actor but not
/// the main thread, so code that checks the thread itself (`Thread.isMainThread`, UIKit's main-thread checker)
/// sees a background thread. Called off the main thread, `validate()` briefly blocks the main actor; if the main
/// actor does not answer within ``occupationTimeout`` (a process whose main thread is blocked and runs no main
/// queue), the analysis runs without the loan, and a factory that asserts the main actor then traps, naming
/// itself (see `FactoryCrashNotice`).
///
/// Availability: the loan needs `UnownedJob.runSynchronously(on:)` and a runtime that enqueues a new task's first
/// job directly on its actor (Swift 6's; without it a worker could wait for a cooperative pool full of callers
/// blocked in `validate()`): iOS 18, macOS 15 and their peers, and Linux. On older Apple systems factories run
/// on plain worker threads, as before.
enum MainActorLoan {
    /// How long an off-main `validate()` waits for the main actor before analysing without it (5 s).
    static let occupationTimeoutMicroseconds = 5_000_000

    /// Whether this system can lend the main actor to a worker.
    static var isAvailable: Bool {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return true }
        return false
    }

    /// Whether the calling thread is an analyser worker running as the main actor.
    ///
    /// A main-actor registration's `off-main-actor` check asks this beside `Platform.isOnMainActor`: a Swift
    /// runtime with the executor test sees the loan itself, but one without it (an Apple system before Swift 6's
    /// runtime) is answered with the main-thread test, which a worker fails.
    /// (Only `validate()`'s synchronous workers are lent the main actor: `validateAsync()`'s second phase runs its
    /// factories on threads of their own, which are not.)
    static var isLentToCurrentThread: Bool {
        guard let probe = ThreadLocalSlot.existingState?.probe else { return false }
        return probe.lendsMainActor && !probe.isAnalysingAsync
    }

    /// Starts an analyser worker that runs `body` as the main actor, on a new thread of its own; or, where the
    /// loan is not available, as a plain thread.
    static func startWorker(lendingMainActor: Bool, _ body: @escaping @Sendable () -> Void) {
        if lendingMainActor, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            Task { @AnalyserWorkerActor in body() }
        } else {
            Platform.spawnThread(body)
        }
    }
}

/// The global actor whose jobs become analyser workers: its executor starts a new thread for each job and runs
/// the job there with the main actor's executor as the current one. `Task { @AnalyserWorkerActor in … }`
/// enqueues its first job on this executor directly, so starting a worker never waits for the cooperative pool
/// (which may be full of callers blocked in `validate()`).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@globalActor
actor AnalyserWorkerActor {
    static let shared = AnalyserWorkerActor()

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        WorkerStartingExecutor.shared.asUnownedSerialExecutor()
    }
}

/// Runs each job it is given on a new thread, as the main actor (see ``MainActorLoan``).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class WorkerStartingExecutor: SerialExecutor {
    static let shared = WorkerStartingExecutor()

    func enqueue(_ job: UnownedJob) {
        Platform.spawnThread { job.runSynchronously(on: MainActor.sharedUnownedExecutor) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
