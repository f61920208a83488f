import Dependencies
import Inject
import Swinject

/// (b) Resolving a singleton that already exists, from one thread.
///
/// - hand: a non-inlined call returning a stored reference (see ``SingletonStores/HandHolder``);
/// - Inject: `resolve` of a `.singleton` registration;
/// - Swinject: `resolve` of a `.container`-scoped registration (the plain container, no lock);
/// - swift-dependencies: a `@Dependency` read of a cached `liveValue`.
enum SingletonScenario {
    static func run(_ harness: Harness) -> ResultRow {
        let hand = SingletonStores.HandHolder()
        let inject = SingletonStores.injectContainer()
        let swinject = SingletonStores.swinjectContainer()
        blackHole(SingletonStores.dependenciesStore())
        return ResultRow.measured(
            "b. existing singleton, 1 thread",
            harness,
            hand: Harness.timed { iterations in
                for _ in 0..<iterations { blackHole(hand.resolve()) }
            },
            inject: Harness.timed { iterations in
                for _ in 0..<iterations { blackHole(inject.resolve((any Store).self)) }
            },
            swinject: Harness.timed { iterations in
                for _ in 0..<iterations { blackHole(swinject.resolve((any Store).self)!) }
            },
            dependencies: Harness.timed { iterations in
                for _ in 0..<iterations { blackHole(SingletonStores.dependenciesStore()) }
            }
        )
    }
}
