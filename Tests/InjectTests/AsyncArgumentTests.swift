import Inject
import Testing

/// Async factories that take a runtime argument (issue 22): `register(T.self) { (r, id: String) async throws in … }`,
/// resolved with `resolveAsync(_:name:argument:)`. Before, such a closure matched no registration (it did not
/// compile), so every test below failed.
@Suite struct AsyncArgumentTests {
    /// A conversation loaded from its thread id, with a store from the container.
    final class Conversation: Sendable {
        let threadID: String
        let store: any Store
        init(threadID: String, store: any Store) async {
            await Task.yield()
            self.threadID = threadID
            self.store = store
        }
    }

    /// Holds the latest conversation, awaited from another async factory.
    final class Inbox: Sendable {
        let latest: Conversation
        init(latest: Conversation) { self.latest = latest }
    }

    static func container(scope: Scope = .transient) -> Container {
        let container = Container()
        container.register(Store.self) { MemoryStore() }
        container.register(Conversation.self, scope: scope) { (r, threadID: String) async throws in
            await Conversation(threadID: threadID, store: r.resolve())
        }
        return container
    }

    @Test func anAsyncFactoryReceivesTheArgumentAndResolvesTheRest() async throws {
        let container = Self.container()
        let conversation = try await container.resolveAsync(Conversation.self, argument: "t1")
        #expect(conversation.threadID == "t1" && conversation.store.label == "memory")
        let inferred: Conversation = try await container.resolveAsync(argument: "t2")
        #expect(inferred.threadID == "t2")
    }

    @Test func namedWithATupleArgument() async throws {
        let container = Container()
        container.register(String.self, name: "pair") { (_, pair: (String, Int)) async throws in
            await Task.yield()
            return "\(pair.0)#\(pair.1)"
        }
        #expect(try await container.resolveAsync(String.self, name: "pair", argument: ("a", 2)) == "a#2")
    }

    @Test func aSingletonIsBuiltOnceWithTheFirstArgumentEvenWhenManyTasksAwaitIt() async throws {
        let container = Self.container(scope: .singleton)
        let all = try await withThrowingTaskGroup(of: Conversation.self) { group in
            for index in 0..<50 {
                group.addTask { try await container.resolveAsync(Conversation.self, argument: "t\(index)") }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(all.map(ObjectIdentifier.init)).count == 1)
        #expect(try await container.resolveAsync(Conversation.self, argument: "later") === all[0])
    }

    @Test func aCustomScopedOneIsKeptUntilItsScopeIsReset() async throws {
        let container = Self.container(scope: .custom("session"))
        let first = try await container.resolveAsync(Conversation.self, argument: "t1")
        #expect(try await container.resolveAsync(Conversation.self, argument: "t2") === first)
        container.reset(.custom("session"))
        let next = try await container.resolveAsync(Conversation.self, argument: "t3")
        #expect(next !== first && next.threadID == "t3")
    }

    @Test func aFailedBuildIsKeptOnlyWithCachesFailure() async throws {
        struct Offline: Error {}
        let attempts = Counter()
        let container = Container()
        container.register(String.self, scope: .singleton, cachesFailure: true) { (_, id: Int) async throws in
            attempts.increment()
            throw Offline()
        }
        for _ in 0..<2 {
            await #expect(throws: Offline.self) { try await container.resolveAsync(String.self, argument: 1) }
        }
        #expect(attempts.count == 1)
    }

    @Test func aWrongArgumentTypeOrNoneIsThrownNamingTheForm() async throws {
        let container = Self.container()
        do {
            _ = try await container.resolveAsync(Conversation.self, argument: 42)
            Issue.record("expected a refusal")
        } catch let error as ResolutionError {
            #expect(error.diagnostic.ruleID == "argument-mismatch")
            #expect(error.diagnostic.message.hasPrefix("'Conversation' is resolved with an argument of type 'Int'"))
        }
        do {
            _ = try await container.resolveAsync(Conversation.self)
            Issue.record("expected a refusal")
        } catch let error as ResolutionError {
            #expect(error.diagnostic.ruleID == "argument-required")
            #expect(error.diagnostic.message.contains("`resolve(Conversation.self, argument: …)`"))
        }
    }

    @Test func aBuiltSingletonIsStillRefusedWithoutTheArgument() async throws {
        let container = Self.container(scope: .singleton)
        _ = try await container.resolveAsync(Conversation.self, argument: "t1")
        await #expect(throws: ResolutionError.self) { try await container.resolveAsync(Conversation.self) }
    }

    @Test func aSynchronousResolveIsRefusedSayingToAwaitIt() throws {
        let container = Self.container()
        do {
            _ = try container.tryResolve(Conversation.self, argument: "t1")
            Issue.record("expected a refusal")
        } catch {
            #expect(error.diagnostic.ruleID == "requires-await", "\(error.diagnostic.message)")
        }
    }

    @Test func anotherAsyncFactoryAwaitsItWithAnArgument() async throws {
        let container = Self.container()
        container.register(Inbox.self) { r async throws in
            Inbox(latest: try await r.resolveAsync(argument: "t9"))
        }
        #expect(try await container.resolveAsync(Inbox.self).latest.threadID == "t9")
    }

    @Test func aCycleThroughAsyncArgumentFactoriesIsThrownNotAwaitedForever() async throws {
        let container = Container()
        container.register(String.self) { (r, depth: Int) async throws in
            try await r.resolveAsync(String.self, argument: depth + 1)
        }
        do {
            _ = try await container.resolveAsync(String.self, argument: 0)
            Issue.record("expected a cycle")
        } catch let error as ResolutionError {
            #expect(error.diagnostic.ruleID == "cycle")
        }
    }

    @MainActor @Test func aFactoryWrittenInMainActorCodeRunsOnTheMainActor() async throws {
        let container = Container()
        container.register(MainActorClock.self) { (_, label: String) async throws in
            await Task.yield()
            return MainActorClock(label: label)  // checks that it runs on the main actor
        }
        let hopped = try await Task.detached {
            try await container.resolveAsync(MainActorClock.self, argument: "hop")
        }
        .value
        #expect(hopped.label == "hop")
    }
}
