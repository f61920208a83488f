import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the same loop on two threads at once and times them together, for throughput under contention.
///
/// Both threads are started and parked before the clock starts, so thread creation is not timed; the clock
/// stops when the slower thread finishes. Divide by twice the iteration count for wall time per operation
/// across both threads (what ``Harness/medians(operationsPerIteration:_:)`` does when told
/// `operationsPerIteration: 2`).
///
/// On Linux each thread is pinned to its own core first. Without that, the scheduler tends to wake both
/// parked threads on the core that woke them and spreads them only after several milliseconds, so short
/// batches would measure two threads taking turns rather than two cores contending.
///
/// ```swift
/// let duration = TwoThreads.timed(iterations: 1_000) { count in
///     for _ in 0..<count { blackHole(container.resolve(Store.self)) }
/// }
/// ```
enum TwoThreads {
    /// Runs `body(iterations)` on two threads at once and returns the wall time from release to both done.
    static func timed(iterations: Int, _ body: @escaping @Sendable (_ iterations: Int) -> Void) -> Duration {
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        for core in 0..<2 {
            let thread = Thread {
                pinCurrentThread(toCore: core)
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

    /// Restricts the calling thread to `core` where the platform allows it; elsewhere does nothing.
    ///
    /// `sched_setaffinity` is looked up at run time because Swift's Glibc module does not expose the GNU
    /// affinity calls. Failure (a machine with one core, a restricted container) leaves the thread unpinned,
    /// which the parallelism check printed under the table then reveals.
    private static func pinCurrentThread(toCore core: Int) {
        #if os(Linux)
            typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
            guard core < ProcessInfo.processInfo.activeProcessorCount,
                let symbol = dlsym(nil, "sched_setaffinity")
            else { return }
            let setAffinity = unsafeBitCast(symbol, to: SetAffinity.self)
            var cores = cpu_set_t()
            withUnsafeMutableBytes(of: &cores) { bytes in bytes[core / 8] |= UInt8(1 << (core % 8)) }
            // pid 0 means the calling thread.
            _ = withUnsafeBytes(of: &cores) { bytes in setAffinity(0, bytes.count, bytes.baseAddress!) }
        #endif
    }
}
