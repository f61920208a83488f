/// Measures how much two threads really ran at once, to read the two-thread row (c) honestly.
///
/// The same loop, which touches no shared memory, runs on one thread and on two; on two free cores two
/// threads finish twice the work in the same wall time (a speedup of 2.0×). A lower figure means another
/// process held a core during the run, so (c) then shows less contention than two free cores would. Row (c)
/// samples both loops in its own rounds, so the check sees the same load as the figures it qualifies.
///
/// ```swift
/// let figures = harness.medians([ParallelismCheck.oneThread, ParallelismCheck.twoThreads])
/// let speedup = ParallelismCheck.speedup(oneThread: figures[0], twoThreads: figures[1])  // ≈ 2.0 when idle
/// ```
enum ParallelismCheck {
    /// The loop on the calling thread.
    static var oneThread: Harness.TimedBatch { Harness.timed(independentWork) }

    /// The same loop on two threads at once, each running every iteration.
    static var twoThreads: Harness.TimedBatch {
        { iterations in TwoThreads.timed(iterations: iterations, independentWork) }
    }

    /// How many times the work of one thread two threads did in the same time, from the two loops' medians
    /// per iteration (taken with the same `operationsPerIteration`).
    static func speedup(oneThread: Double, twoThreads: Double) -> Double {
        2 * oneThread / twoThreads
    }

    /// A dependent chain of multiply-adds (a linear congruential generator) that stays in registers.
    @Sendable
    private static func independentWork(_ iterations: Int) {
        var value: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<iterations {
            value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        }
        blackHole(value)
    }
}
