import Inject
import InjectTesting
import Testing

protocol Clock: Sendable {
    var name: String { get }
}

struct FixedClock: Clock {
    let name: String
}

/// A singleton: tells whether one test's instance leaks into another.
final class Ledger: Sendable {
    let owner: String
    init(owner: String) { self.owner = owner }
}

/// A type made by hand, the way app code makes it: its `@Injected` resolves from `Container.default`.
struct Report: Sendable {
    @Injected var clock: any Clock
}

@Suite struct ContainerTraitTests {
    @Test(.container { $0.register(Clock.self) { FixedClock(name: "fixed") } })
    func theTraitRegistersForThisTest() {
        #expect(Report().clock.name == "fixed")
    }

    @Test(.container { $0.register(Clock.self) { FixedClock(name: "async") } })
    func theCopyFollowsTheTestIntoChildTasks() async {
        let fromChild = await Task { Report().clock.name }.value
        #expect(fromChild == "async")
    }

    /// Sixteen cases run in parallel, each registering its own clock and building its own singleton in
    /// `Container.default`: a copy shared between cases would show another case's name.
    @Test(.container, arguments: 0..<16)
    func parallelCasesNeverSeeEachOthersRegistrationsOrSingletons(index: Int) async {
        Container.default.register(Clock.self) { FixedClock(name: "case \(index)") }
        Container.default.register(Ledger.self, scope: .singleton) { Ledger(owner: "case \(index)") }
        await Task.yield()
        #expect(Report().clock.name == "case \(index)")
        #expect(Container.default.resolve(Ledger.self).owner == "case \(index)")
    }

    @Test func outsideATraitNothingWasRegistered() {
        // Every registration above went into a test's own copy; the process default never saw one.
        #expect(!Container.default.isRegistered(Clock.self))
        #expect(!Container.default.isRegistered(Ledger.self))
    }
}

/// The suite-level form: every test gets its own copy with the suite's overrides.
@Suite(.container { $0.register(Ledger.self, scope: .singleton) { Ledger(owner: "suite") } })
struct SuiteLevelContainerTests {
    /// Each test checks that no other test saw its singleton; a copy shared by the suite would fail the second.
    static let seen = Seen()

    @Test func firstTestGetsItsOwnSingleton() {
        #expect(Self.seen.recordIsNew(Container.default.resolve(Ledger.self)))
        #expect(Container.default.resolve(Ledger.self).owner == "suite")
    }

    @Test func secondTestGetsItsOwnSingleton() {
        #expect(Self.seen.recordIsNew(Container.default.resolve(Ledger.self)))
        #expect(Container.default.resolve(Ledger.self).owner == "suite")
    }

    @Test(.container { $0.register(Clock.self) { FixedClock(name: "test on top of suite") } })
    func aTestTraitAppliesOnTopOfTheSuites() {
        #expect(Report().clock.name == "test on top of suite")
        #expect(Container.default.resolve(Ledger.self).owner == "suite")
        #expect(Self.seen.recordIsNew(Container.default.resolve(Ledger.self)))
    }
}
