import Dispatch
import Foundation
import Inject
import Testing

/// A factory whose analysis stopped at a dead end stays parked mid-call, holding what it held: a second analysis
/// must report what the first saw without running it again.
@Suite struct ParkedFactoryTests {
    /// The app's own lock, taken by a factory and never given back once its analysis parks.
    final class AppLock: @unchecked Sendable {
        // Safe: NSLock is thread-safe; the class only makes it shareable with a factory.
        let lock = NSLock()
    }

    /// Runs `body` on a thread of its own and waits for it at most `seconds`; nil if it did not return in time.
    private func withinSeconds<Value: Sendable>(_ seconds: Int, _ body: @escaping @Sendable () -> Value) -> Value? {
        let result = Recorder<Value>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            result.append(body())
            done.signal()
        }
        guard done.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
        return result.values.first
    }

    // Regression: the second validate() ran the parked factory again, which waited for the lock its parked first
    // call still held, and never returned.
    @Test func aSecondValidateReportsAParkedFactoryWithoutRunningItAgain() throws {
        let container = Container()
        let appLock = AppLock()
        let runs = Counter()
        container.register(Repository.self, fileID: "App/Wiring.swift", line: 9, column: 5) { r in
            runs.increment()
            appLock.lock.lock()
            defer { appLock.lock.unlock() }
            return StoreRepository(store: r.resolve())
        }
        let first = try #require(withinSeconds(30) { container.validate().findings.map { $0.rendered() } })
        let second = try #require(
            withinSeconds(30) { container.validate().findings.map { $0.rendered() } },
            "the second validate() did not return: it ran the parked factory again")
        #expect(first.count == 1)
        #expect(first.first?.contains("'Store' is resolved by the factory of 'Repository'") == true)
        #expect(second == first)
        #expect(runs.count == 1)
    }

    @Test func everyRegistrationWaitingOnAParkedOneIsReportedAgain() throws {
        let container = Container()
        container.register(Service.self) { r in RepositoryService(repository: r.resolve()) }
        container.register(Repository.self) { r in StoreRepository(store: r.resolve()) }
        let first = container.validate()
        let second = try #require(withinSeconds(30) { container.validate() })
        #expect(second.findings.map { $0.rendered() } == first.findings.map { $0.rendered() })
        #expect(second.findings.map(\.ruleID) == ["unregistered"])
    }

    @Test func aReplacedRegistrationIsAnalysedAfresh() throws {
        let container = Container()
        container.register(Repository.self) { r in StoreRepository(store: r.resolve()) }
        #expect(container.validate().hasErrors)
        container.register(Store.self) { MemoryStore() }
        container.register(Repository.self) { r in StoreRepository(store: r.resolve()) }
        let report = try #require(withinSeconds(30) { container.validate() })
        #expect(!report.hasErrors, "\(report)")
    }
}
