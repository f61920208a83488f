import Dependencies
import Inject
import Swinject

/// (c) Resolving the same existing singleton from two threads at once: wall time per operation across both.
///
/// Two cores retaining one object contend on its reference count, so hand is measured the same way (two
/// threads each taking an owned reference from the same ``SingletonStores/HandHolder``) and the ratio shows
/// only what the container adds. Swinject resolves through `synchronize()`, its documented thread-safe view;
/// its plain container is not safe to share between threads.
enum SingletonFromTwoThreadsScenario {
    static func run(_ harness: Harness) -> ResultRow {
        let hand = SingletonStores.HandHolder()
        let inject = SingletonStores.injectContainer()
        let swinject = UncheckedSendable(value: SingletonStores.swinjectContainer().synchronize())
        blackHole(swinject.value.resolve((any Store).self)!)
        blackHole(SingletonStores.dependenciesStore())
        return ResultRow(
            scenario: "c. existing singleton, 2 threads (throughput)",
            hand: measure(harness) { iterations in
                for _ in 0..<iterations { blackHole(hand.resolve()) }
            },
            inject: measure(harness) { iterations in
                for _ in 0..<iterations { blackHole(inject.resolve((any Store).self)) }
            },
            swinject: measure(harness) { iterations in
                for _ in 0..<iterations { blackHole(swinject.value.resolve((any Store).self)!) }
            },
            dependencies: measure(harness) { iterations in
                for _ in 0..<iterations { blackHole(SingletonStores.dependenciesStore()) }
            }
        )
    }

    /// Nanoseconds per operation with `body` running on two threads at once, counting both threads' work.
    private static func measure(_ harness: Harness, _ body: @escaping @Sendable (Int) -> Void) -> Double {
        var threaded = harness
        // Longer batches, so waking the two threads is a negligible part of each sample.
        threaded.batchDuration = .milliseconds(10)
        return threaded.nanosecondsPerOperation(operationsPerIteration: 2) { iterations in
            TwoThreads.timed(iterations: iterations, body)
        }
    }
}
