/// Measures how much two threads really ran at once, to read the two-thread row (c) honestly.
///
/// Each thread runs a loop that touches no shared memory, so on two free cores two threads finish twice the
/// work in the same wall time (a speedup of 2.0×). A lower figure means other processes held a core during
/// the run, and (c) then shows less contention than two free cores would.
///
/// ```swift
/// let speedup = ParallelismCheck.speedup(harness)   // 1.97 on an idle two-core machine
/// ```
enum ParallelismCheck {
    static func speedup(_ harness: Harness) -> Double {
        var threaded = harness
        threaded.batchDuration = .milliseconds(4)
        let medians = threaded.medians([
            Harness.timed(independentWork),
            { iterations in TwoThreads.timed(iterations: iterations, independentWork) },
        ])
        // Per iteration: one thread does one unit of work, two threads do two in the measured wall time.
        return 2 * medians[0] / medians[1]
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
