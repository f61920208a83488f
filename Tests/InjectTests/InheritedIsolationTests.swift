import Inject
import Testing

/// A main-actor type with an ordinary initialiser, as every type of a module whose default isolation is `MainActor`.
@MainActor final class MainActorClock {
    let label: String
    init(label: String = "main") {
        MainActor.preconditionIsolated()
        self.label = label
    }
}

/// An actor that registers a factory using its own state: the factory is isolated to this actor.
actor Warehouse {
    private let label = "warehouse"
    func register(in container: Container) {
        container.register(Store.self) { MemoryStore(label: self.label) }
    }
}

/// A factory inherits the isolation of the code that registers it, as `Task { }` does (default main-actor
/// isolation, issue 21): the README's forms compile in main-actor code, and Inject runs each factory only where its
/// isolation allows.
@Suite struct InheritedIsolationTests {
    /// Registers in main-actor code, without `isolation:`: the factories call a main-actor initialiser.
    @MainActor static func mainActorContainer() -> Container {
        let container = Container()
        container.register(MainActorClock.self) { MainActorClock() }
        container.register(MainActorClock.self, name: "resolver", scope: .singleton) { r in
            MainActorClock(label: r.resolve(MainActorClock.self).label + "+resolver")
        }
        return container
    }

    @MainActor @Test func aFactoryWrittenInMainActorCodeResolvesOnTheMainActor() {
        let container = Self.mainActorContainer()
        #expect(container.resolve(MainActorClock.self).label == "main")
        let named = container.resolve(MainActorClock.self, name: "resolver")
        #expect(named.label == "main+resolver")
        #expect(named === container.resolve(MainActorClock.self, name: "resolver"))
    }

    @MainActor @Test func aFactoryWrittenInMainActorCodeIsRefusedOffTheMainActor() async {
        let container = Self.mainActorContainer()
        let ruleID = await Task.detached { () -> String? in
            do throws(ResolutionError) {
                _ = try container.tryResolve(MainActorClock.self)
                return nil
            } catch {
                return error.diagnostic.ruleID
            }
        }.value
        #expect(ruleID == "off-main-actor")
        let hopped = try? await Task.detached { try await container.resolveAsync(MainActorClock.self) }.value
        #expect(hopped?.label == "main")
    }

    @Test func aFactoryWrittenInNonisolatedCodeResolvesAnywhere() async {
        let container = Container()
        let built = Counter()
        container.register(Store.self) {
            built.increment()
            return MemoryStore()
        }
        let labels = await Task.detached { [container] in container.resolve(Store.self).label }.value
        #expect(labels == "memory")
        #expect(container.resolve(Store.self).label == "memory")
        #expect(built.count == 2)
    }

    @MainActor @Test func theAnalyserRunsInheritedMainActorFactories() {
        let container = Self.mainActorContainer()
        let report = container.validate()
        #expect(report.findings.isEmpty, "\(report)")
    }

    @MainActor @Test func anAsyncFactoryWrittenInMainActorCodeRunsOnTheMainActor() async throws {
        let container = Container()
        container.register(Store.self) { () async throws in
            MainActor.preconditionIsolated()
            return MemoryStore()
        }
        let store = try await Task.detached { try await container.resolveAsync(Store.self) }.value
        #expect(store.label == "memory")
    }

    @MainActor @Test func isolationMayFollowNameOrScope() {
        let container = Container()
        container.register(MainActorClock.self, name: "a", isolation: MainActor.shared) { MainActorClock(label: "a") }
        container.register(MainActorClock.self, scope: .singleton, isolation: MainActor.shared) { MainActorClock() }
        container.register(MainActorClock.self, name: "b", scope: .singleton, isolation: MainActor.shared) { _ in
            MainActorClock(label: "b")
        }
        container.register(MainActorClock.self, name: "c", isolation: MainActor.shared, scope: .singleton) { _ in
            MainActorClock(label: "c")
        }
        #expect(container.resolve(MainActorClock.self, name: "a").label == "a")
        #expect(container.resolve(MainActorClock.self) === container.resolve(MainActorClock.self))
        #expect(container.resolve(MainActorClock.self, name: "b").label == "b")
        #expect(container.resolve(MainActorClock.self, name: "c").label == "c")
    }

    @Test func aFactoryIsolatedToAnotherActorIsRefusedWhereItIsRegistered() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await Warehouse().register(in: Container())
        }.map { result in
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(stderr.contains("error: the factory of 'Store' is isolated to the actor 'Warehouse'"), "\(stderr)")
            #expect(stderr.contains("InjectTests/InheritedIsolationTests.swift:"), "\(stderr)")
        }
    }
}
