import Inject

/// The composition root: every registration form Inject offers.
public enum AppContainer {
    /// A container with the production wiring, validated.
    public static func make() -> Container {
        let container = Container()
        register(in: container)
        return container
    }

    /// Logging out ends the session: the next resolve of a session-scoped service builds a new one.
    public static func logOut(_ container: Container) {
        container.reset(.session)
    }

    public static func register(in container: Container) {
        // Plain, named, singleton, constructor-injected.
        container.register(Store.self, scope: .singleton) { FileStore() }
        container.register(Store.self, name: "archive", scope: .singleton) { FileStore(folder: "archive") }
        container.register(Clock.self) { SystemClock() }
        container.register(AuditLog.self) { AuditLog() }

        // A decorator: the analyser sees the wrapped search's injections too.
        container.register(ProfileSearch.self) { LoggingProfileSearch(wrapping: StoreProfileSearch()) }

        // A model built with a runtime argument; the session's cart, ended at logout.
        container.register(ProfileDetail.self) { (r, userID: String) in
            ProfileDetail(userID: userID, store: r.resolve())
        }
        container.register(Cart.self, scope: .session) { Cart() }
        container.register(CartModel.self, isolation: MainActor.shared) { CartModel() }

        // A main-actor view model, built on the main actor.
        container.register(ProfileModel.self, isolation: MainActor.shared, scope: .singleton) { ProfileModel() }

        // Async services: a singleton opened once, and a repository that awaits it.
        container.register(Database.self, scope: .singleton) { () async throws in
            try await Database.open("sqlite://profiles")
        }
        container.register(ActivityRepository.self) { r async throws in
            ActivityRepository(database: try await r.resolveAsync(), clock: r.resolve())
        }
        // An async factory that takes a runtime argument, awaited with `resolveAsync(_:argument:)`.
        container.register(UserActivity.self) { (r, userID: String) async throws in
            await UserActivity(userID: userID, repository: try await r.resolveAsync())
        }
    }
}
