#if canImport(Testing)
    import Inject
    import Testing

    /// A Swift Testing trait that runs each test with its own overriding copy of `Container.default`.
    ///
    /// ```swift
    /// import InjectTesting
    /// import Testing
    ///
    /// @Test(.container { $0.register(Clock.self) { FixedClock() } })
    /// func reportUsesTheFixedClock() {
    ///     #expect(Report().clock is FixedClock)      // Report's @Injected resolves from the test's container
    /// }
    ///
    /// @Suite(.container { $0.register(Mailer.self) { SpyMailer() } })
    /// struct MailerTests { … }                        // every test in the suite, each with its own copy
    /// ```
    ///
    /// Each test (and each case of a parameterised test) gets a fresh copy, made from whatever
    /// `Container.default` is when it starts (the process default, or the copy of an enclosing suite's trait)
    /// with `overrides` applied: singletons are built per test and never leak into another, and tests running in
    /// parallel never see each other's registrations, because the copy is bound to the test's task (a task-local
    /// value), not to a global. Traits nest: a test's trait applies on top of its suite's.
    public struct ContainerTrait: TestTrait, SuiteTrait, TestScoping {
        /// What the trait registers in each test's copy, run on its own isolation (a `@MainActor` closure on the
        /// main actor).
        let overrides: @isolated(any) @Sendable (Container) -> Void

        /// Applied to every test of a suite, one copy per test.
        public var isRecursive: Bool { true }

        /// Scopes each test case, never a whole suite: a suite-wide copy would share its singletons across tests.
        public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
            testCase == nil ? nil : self
        }

        /// Runs the test with `Container.default` replaced by a copy configured by the trait's overrides.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let copy = Container.default.overriding()
            await overrides(copy)
            try await Container.withDefault(copy) {
                try await function()
            }
        }
    }

    extension Trait where Self == ContainerTrait {
        /// Runs the test (or every test of the suite) with `Container.default` replaced by its own overriding
        /// copy, configured by `overrides`.
        ///
        /// ```swift
        /// @Test(.container { $0.register(Clock.self) { FixedClock() } })
        /// func reportUsesTheFixedClock() { … }
        /// ```
        ///
        /// A trait's closure is nonisolated, even in a module whose default isolation is `MainActor`. To register
        /// main-actor services there, mark it: `.container { @MainActor c in c.register(Store.self) { FixedStore() } }`;
        /// it then runs on the main actor.
        public static func container(_ overrides: @escaping @isolated(any) @Sendable (Container) -> Void) -> Self {
            ContainerTrait(overrides: overrides)
        }

        /// Runs the test (or every test of the suite) with its own copy of `Container.default`, registering
        /// nothing: per-test singletons, without overrides.
        ///
        /// ```swift
        /// @Suite(.container) struct CacheTests { … }
        /// ```
        public static var container: Self {
            ContainerTrait(overrides: { _ in })
        }
    }
#endif
