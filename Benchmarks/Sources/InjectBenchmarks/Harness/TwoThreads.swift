import Dispatch
import Foundation

/// Runs the same loop on two threads at once and times them together, for throughput under contention.
///
/// Both threads are started and parked before the clock starts, so thread creation is not timed; the clock
/// stops when the slower thread finishes. Divide by twice the iteration count for wall time per operation
/// across both threads (what ``Harness/nanosecondsPerOperation(operationsPerIteration:_:)`` does when told
/// `operationsPerIteration: 2`).
///
/// ```swift
/// let nanoseconds = harness.nanosecondsPerOperation(operationsPerIteration: 2) { iterations in
///     TwoThreads.timed(iterations: iterations) { count in
///         for _ in 0..<count { blackHole(container.resolve(Store.self)) }
///     }
/// }
/// ```
enum TwoThreads {
    /// Runs `body(iterations)` on two threads at once and returns the wall time from release to both done.
    static func timed(iterations: Int, _ body: @escaping @Sendable (_ iterations: Int) -> Void) -> Duration {
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            let thread = Thread {
                ready.signal()
                go.wait()
                body(iterations)
                done.signal()
            }
            thread.start()
        }
        ready.wait()
        ready.wait()
        let clock = ContinuousClock()
        let start = clock.now
        go.signal()
        go.signal()
        done.wait()
        done.wait()
        return clock.now - start
    }
}
