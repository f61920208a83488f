import Inject
import InjectTesting
import XCTest

/// The XCTest helper, used the way a user's XCTest target would.
final class ContainerTestCaseTests: ContainerTestCase {
    /// Each singleton test checks that no other test saw its instance.
    static let seen = Seen()

    override func overrideDependencies(in container: Container) {
        container.register(Clock.self) { FixedClock(name: "xctest") }
        container.register(Ledger.self, scope: .singleton) { Ledger(owner: "xctest") }
    }

    func testEveryTestSeesTheClassOverrides() {
        XCTAssertEqual(Report().clock.name, "xctest")
    }

    func testFirstTestGetsItsOwnSingleton() {
        XCTAssertTrue(Self.seen.recordIsNew(Container.default.resolve(Ledger.self)))
    }

    func testSecondTestGetsItsOwnSingleton() {
        XCTAssertTrue(Self.seen.recordIsNew(Container.default.resolve(Ledger.self)))
    }

    func testAsyncTestsSeeTheOverridesToo() async {
        let name = await Task { Report().clock.name }.value
        XCTAssertEqual(name, "xctest")
    }

    func testWithContainerOverridesForOneBlock() {
        withContainer({ $0.register(Clock.self) { FixedClock(name: "block") } }) {
            XCTAssertEqual(Report().clock.name, "block")
        }
        XCTAssertEqual(Report().clock.name, "xctest")
    }

    func testWithContainerAsync() async {
        let name = await withContainer({ $0.register(Clock.self) { FixedClock(name: "async block") } }) {
            await Task { Report().clock.name }.value
        }
        XCTAssertEqual(name, "async block")
    }
}

/// An XCTestCase that does not use the helper sees the process default, where nothing was registered.
final class PlainXCTestCaseTests: XCTestCase {
    func testOutsideTheHelperNothingWasRegistered() {
        XCTAssertFalse(Container.default.isRegistered(Clock.self))
    }
}
