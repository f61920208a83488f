import Inject
import Testing

/// A Swift Testing trait that runs each test with its own overriding copy of `Container.default`, the way an
/// app's test target can (shipping it from Inject itself would make the library import Testing).
///
/// ```swift
/// @Test(.container { $0.register(Clock.self) { FixedClock() } })
/// func reportUsesTheFixedClock() { … }
/// ```
struct ContainerTrait: TestTrait, SuiteTrait, TestScoping {
    let overrides: @Sendable (Container) -> Void

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Container.withOverrides(overrides) {
            try await function()
        }
    }
}

extension Trait where Self == ContainerTrait {
    /// Runs the test with `Container.default` replaced by an overriding copy configured by `overrides`.
    static func container(_ overrides: @escaping @Sendable (Container) -> Void) -> Self {
        ContainerTrait(overrides: overrides)
    }
}
