import Dispatch
import Foundation
import Inject
import Testing

/// Each thread keeps its own resolution chain (the cycle guard's frames), and a thread that ends gives its chain
/// back without disturbing any other thread's: the chain lives in thread-local storage, not in the container.
@Suite struct ThreadChainTests {
    /// Runs `body` on a new thread and waits until that thread has finished.
    static func onNewThread(_ body: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            finished.signal()
        }
        thread.start()
        finished.wait()
    }

    @Test func anotherThreadBuildingTheServiceThisThreadIsBuildingIsNoCycle() {
        let container = Container()
        let builds = Counter()
        let outcomes = Recorder<String>()
        container.register(Repository.self) { r in
            // The first build asks another thread for the same service while its own frame is on this thread's
            // chain; a chain shared between threads would call that a cycle.
            if builds.increment() == 1 {
                Self.onNewThread {
                    do throws(ResolutionError) {
                        _ = try container.tryResolve(Repository.self)
                        outcomes.append("built")
                    } catch {
                        outcomes.append(error.message)
                    }
                }
            }
            return StoreRepository(store: MemoryStore())
        }
        _ = container.resolve(Repository.self)
        #expect(outcomes.values == ["built"])
        #expect(builds.count == 2)
    }

    @Test func threadsThatEndLeaveTheOthersChainsIntact() {
        let container = Container()
        container.register(Store.self) { MemoryStore() }
        container.register(Repository.self) { r in StoreRepository(store: r.resolve()) }
        let resolved = Counter()
        for _ in 0..<20 {
            Self.onNewThread {
                _ = container.resolve(Repository.self)
                resolved.increment()
            }
        }
        #expect(resolved.count == 20)
        // This thread's chain is still its own and empty: a cycle is still found, and a plain resolve still works.
        #expect(container.resolve(Repository.self).store.label == "memory")
        container.register(Store.self, name: "loop") { r in
            let inner = try? r.tryResolve(Store.self, name: "loop")
            return MemoryStore(label: inner == nil ? "cycle refused" : "built inside itself")
        }
        #expect(container.resolve(Store.self, name: "loop").label == "cycle refused")
    }
}
