import Dependencies
import Inject
import Swinject

/// (c) Resolving the same existing singleton from two threads at once: wall time per operation across both.
///
/// Two cores retaining one object contend on its reference count, so hand is measured the same way (two
/// threads each taking an owned reference from the same ``SingletonStores/HandHolder``) and the ratio shows
/// only what the container adds. Swinject resolves through `synchronize()`, its documented thread-safe view;
/// its plain container is not safe to share between threads.
///
/// The rounds also sample ``ParallelismCheck``'s two loops, so the check sees the same load as the row.
enum SingletonFromTwoThreadsScenario {
    /// The row, and how much two threads really overlapped while it was measured (2.0 on two free cores).
    static func run(_ harness: Harness) -> (row: ResultRow, parallelism: Double) {
        let hand = SingletonStores.HandHolder()
        let inject = SingletonStores.injectContainer()
        let swinject = UncheckedSendable(value: SingletonStores.swinjectContainer().synchronize())
        blackHole(swinject.value.resolve((any Store).self)!)
        blackHole(SingletonStores.dependenciesStore())
        // Longer batches than usual, so waking the two threads is a negligible part of each sample.
        var threaded = harness
        threaded.batchDuration = .milliseconds(10)
        let figures = threaded.medians(
            operationsPerIteration: 2,
            [
                onTwoThreads { iterations in
                    for _ in 0..<iterations { blackHole(hand.resolve()) }
                },
                onTwoThreads { iterations in
                    for _ in 0..<iterations { blackHole(inject.resolve((any Store).self)) }
                },
                onTwoThreads { iterations in
                    for _ in 0..<iterations { blackHole(swinject.value.resolve((any Store).self)!) }
                },
                onTwoThreads { iterations in
                    for _ in 0..<iterations { blackHole(SingletonStores.dependenciesStore()) }
                },
                ParallelismCheck.oneThread,
                ParallelismCheck.twoThreads,
            ]
        )
        let row = ResultRow(
            scenario: "c. existing singleton, 2 threads (throughput)",
            hand: figures[0],
            inject: figures[1],
            swinject: figures[2],
            dependencies: figures[3]
        )
        return (row, ParallelismCheck.speedup(oneThread: figures[4], twoThreads: figures[5]))
    }

    /// A timed batch running `body` on two threads at once (each thread runs all the iterations).
    private static func onTwoThreads(_ body: @escaping @Sendable (Int) -> Void) -> Harness.TimedBatch {
        { iterations in TwoThreads.timed(iterations: iterations, body) }
    }
}
