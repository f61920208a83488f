import Inject
import InjectTesting
import ProfileKit
import XCTest

/// The XCTest form: every test gets its own copy of `Container.default` with the app's wiring and one override.
final class ProfileKitXCTests: ContainerTestCase {
    override func overrideDependencies(in container: Container) {
        AppContainer.register(in: container)
        container.register(Store.self, scope: .singleton) { FixedStore() }
    }

    @MainActor func testTheScreenUsesTheOverriddenStore() {
        XCTAssertEqual(ProfileScreen().render(user: "lin"), "[Fixed lin]")
    }

    func testTheAsyncRepositoryResolves() async throws {
        let repository = try await Container.default.resolveAsync(ActivityRepository.self)
        XCTAssertEqual(repository.clock.now, 1_700_000_000)
    }
}
