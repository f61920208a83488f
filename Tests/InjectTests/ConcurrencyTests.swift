import Inject
import Testing

/// Swinject #547: resolving while another thread registers crashed. Here 8 tasks resolve every scope 100,000
/// times each while two of them keep registering new services.
@Suite struct ConcurrencyTests {
    final class Shared: Sendable {}
    final class PerGraph: Sendable {}
    final class Weakly: Sendable {}
    final class Composite: Sendable {
        let shared: Shared
        let first: PerGraph
        let second: PerGraph
        init(shared: Shared, first: PerGraph, second: PerGraph) {
            self.shared = shared
            self.first = first
            self.second = second
        }
    }

    static let tasks = 8
    static let resolvesPerTask = 100_000

    @Test func eightTasksResolvingEveryScopeWhileOthersRegister() async {
        let container = Container()
        let singletonsCreated = Counter()
        let namedSingletonsCreated = Counter()
        container.register(Shared.self, scope: .singleton) {
            singletonsCreated.increment()
            return Shared()
        }
        container.register(Int.self, name: "answer", scope: .singleton) { namedSingletonsCreated.increment() }
        container.register(PerGraph.self, scope: .graph) { PerGraph() }
        container.register(Weakly.self, scope: .weak) { Weakly() }
        container.register(Composite.self) { r in
            Composite(shared: r.resolve(), first: r.resolve(), second: r.resolve())
        }
        container.register(String.self) { "transient" }

        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    var failures = 0
                    var held: Weakly?
                    for iteration in 0..<Self.resolvesPerTask {
                        switch iteration % 6 {
                        case 0:
                            let composite = container.resolve(Composite.self)
                            if composite.first !== composite.second { failures += 1 }
                        case 1:
                            if container.resolve(String.self) != "transient" { failures += 1 }
                        case 2:
                            if container.resolve(Int.self, name: "answer") != 1 { failures += 1 }
                        case 3:
                            held = container.resolve(Weakly.self)
                        case 4:
                            _ = container.resolve(Shared.self)
                        default:
                            if task < 2, iteration % 60 == 5 {
                                // Registering while the other tasks resolve grows and republishes the table.
                                let value = iteration
                                container.register(Int.self, name: "task\(task)-\(iteration)") { value }
                            } else if container.resolveIfRegistered(Double.self) != nil {
                                failures += 1
                            }
                        }
                    }
                    return failures + (held == nil ? 1 : 0)
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        #expect(singletonsCreated.count == 1)
        #expect(namedSingletonsCreated.count == 1)
        #expect(container.resolve(Int.self, name: "task1-65") == 65)
        #expect(container.resolve(Int.self, name: "task0-5") == 5)
    }
}
