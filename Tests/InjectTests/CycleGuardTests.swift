import Inject
import Testing

/// The run-time cycle guard: `A → B → A` stops with the whole path instead of overflowing the stack.
@Suite struct CycleGuardTests {
    final class Node: Sendable {
        let next: Node?
        init(next: Node?) { self.next = next }
    }

    protocol Candidates: Sendable {}
    protocol Composer: Sendable {}
    struct CandidatesImpl: Candidates {}
    struct ComposerImpl: Composer {}

    /// Registers `Candidates → Composer → Candidates`, where the inner request is the throwing one.
    static func cyclicContainer(seen: Recorder<ResolutionError>) -> Container {
        let container = Container()
        container.register(Candidates.self, fileID: "App/Wiring.swift", line: 10, column: 5) { r in
            _ = r.resolve(Composer.self)
            return CandidatesImpl()
        }
        container.register(Composer.self, fileID: "App/Wiring.swift", line: 14, column: 5) { r in
            do throws(ResolutionError) {
                _ = try r.tryResolve(Candidates.self)
            } catch {
                seen.append(error)
            }
            return ComposerImpl()
        }
        return container
    }

    @Test func aCycleThrowsWithTheWholePathAndWhereEachServiceIsRegistered() throws {
        let seen = Recorder<ResolutionError>()
        let container = Self.cyclicContainer(seen: seen)
        _ = container.resolve(Candidates.self)
        let error = try #require(seen.values.first)
        #expect(error.path.map(\.service) == ["Candidates", "Composer", "Candidates"])
        #expect(error.path.map(\.registeredAt?.line) == [10, 14, 10])
        #expect(
            error.message == """
                App/Wiring.swift:10:5: error: dependency cycle: Candidates → Composer → Candidates; break it by removing one of these injections or moving what they share into a third service [cycle]
                App/Wiring.swift:10:5: note: 'Candidates' resolves 'Composer' here
                App/Wiring.swift:14:5: note: 'Composer' resolves 'Candidates' here
                """)
    }

    @Test func theGuardIsPerResolutionSoTheSameServiceMayAppearTwiceOutsideACycle() {
        let container = Container()
        container.register(Store.self) { MemoryStore() }
        container.register(Repository.self) { r in
            // Two sibling requests for Store are not a cycle.
            _ = r.resolve(Store.self)
            return StoreRepository(store: r.resolve())
        }
        #expect(container.resolve(Repository.self).store.label == "memory")
    }

    @Test func aDeepButAcyclicChainResolves() {
        let container = Container()
        let depth = 200
        container.register(Node.self, name: "0") { Node(next: nil) }
        for level in 1...depth {
            container.register(Node.self, name: "\(level)") { r in
                Node(next: r.resolve(Node.self, name: "\(level - 1)"))
            }
        }
        var node: Node? = container.resolve(Node.self, name: "\(depth)")
        var length = 0
        while let current = node {
            length += 1
            node = current.next
        }
        #expect(length == depth + 1)
    }

    @Test func theTrappingResolvePrintsThePathOnStandardErrorInsteadOfOverflowingTheStack() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Candidates.self, fileID: "App/Wiring.swift", line: 10, column: 5) { r in
                _ = r.resolve(Composer.self)
                return CandidatesImpl()
            }
            container.register(Composer.self, fileID: "App/Wiring.swift", line: 14, column: 5) { r in
                _ = r.resolve(Candidates.self)
                return ComposerImpl()
            }
            _ = container.resolve(Candidates.self)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            standardError.contains(
                "App/Wiring.swift:10:5: error: dependency cycle: Candidates → Composer → Candidates"))
        #expect(standardError.contains("App/Wiring.swift:14:5: note: 'Composer' resolves 'Candidates' here"))
    }

    @Test func anUnregisteredInjectionStopsNamingTheTypeTheDeclarationAndTheFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            struct Owner: Sendable {
                @Injected(fileID: "App/Owner.swift", line: 3, column: 6) var store: any Store
            }
            let container = Container()
            container.register(Owner.self) { Owner() }
            _ = container.resolve(Owner.self).store
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            standardError.contains(
                "App/Owner.swift:3:6: error: 'Store' is not registered (requested by 'Owner'); register it before resolving: container.register(Store.self) { … } [unregistered]"
            ))
    }
}
