#if canImport(XCTest)
    import Inject
    import XCTest

    /// An `XCTestCase` whose every test runs with its own overriding copy of `Container.default`.
    ///
    /// ```swift
    /// import InjectTesting
    /// import XCTest
    ///
    /// final class ReportTests: ContainerTestCase {
    ///     override func overrideDependencies(in container: Container) {
    ///         container.register(Clock.self) { FixedClock() }
    ///     }
    ///
    ///     func testReportUsesTheFixedClock() {
    ///         XCTAssertTrue(Report().clock is FixedClock)
    ///     }
    /// }
    /// ```
    ///
    /// The copy is made before each test (so singletons never leak from one test into the next) and bound to the
    /// test's thread and task, so test classes that run in parallel never see each other's registrations.
    open class ContainerTestCase: XCTestCase {
        /// Registers what every test of this class replaces; called once before each test. Does nothing unless
        /// overridden.
        ///
        /// ```swift
        /// override func overrideDependencies(in container: Container) {
        ///     container.register(Mailer.self) { SpyMailer() }
        /// }
        /// ```
        open func overrideDependencies(in container: Container) {}

        /// Runs the test inside its own copy of `Container.default`.
        override open func invokeTest() {
            Container.withOverrides({ overrideDependencies(in: $0) }) {
                super.invokeTest()
            }
        }
    }

    extension XCTestCase {
        /// Runs `body` with `Container.default` replaced by an overriding copy configured by `overrides`; for a
        /// test that needs different overrides from its neighbours.
        ///
        /// ```swift
        /// func testSendingFails() throws {
        ///     try withContainer({ $0.register(Mailer.self) { FailingMailer() } }) {
        ///         XCTAssertThrowsError(try Outbox().flush())
        ///     }
        /// }
        /// ```
        public func withContainer<Result>(
            _ overrides: (Container) -> Void, _ body: () throws -> Result
        ) rethrows -> Result {
            try Container.withOverrides(overrides, operation: body)
        }

        /// The async form of ``withContainer(_:_:)-(_,()->Result)``.
        ///
        /// ```swift
        /// func testReminders() async throws {
        ///     try await withContainer({ $0.register(Mailer.self) { SpyMailer() } }) {
        ///         try await Reminders().send()
        ///     }
        /// }
        /// ```
        public func withContainer<Result>(
            _ overrides: (Container) -> Void, isolation: isolated (any Actor)? = #isolation,
            _ body: () async throws -> Result
        ) async rethrows -> Result {
            try await Container.withOverrides(overrides, isolation: isolation, operation: body)
        }
    }
#endif
