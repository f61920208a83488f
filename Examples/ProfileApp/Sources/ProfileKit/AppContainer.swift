import Inject

/// The composition root: every registration form Inject offers.
public enum AppContainer {
    /// A container with the production wiring, validated.
    public static func make() -> Container {
        let container = Container()
        register(in: container)
        return container
    }

    public static func register(in container: Container) {
        // Plain, named, singleton, constructor-injected.
        container.register(Store.self, scope: .singleton) { FileStore() }
        container.register(Store.self, name: "archive", scope: .singleton) { FileStore(folder: "archive") }
        container.register(Clock.self) { SystemClock() }
        container.register(AuditLog.self) { AuditLog() }

        // A decorator: the analyser sees the wrapped search's injections too.
        container.register(ProfileSearch.self) { LoggingProfileSearch(wrapping: StoreProfileSearch()) }

        // A main-actor view model, built on the main actor.
        container.register(ProfileModel.self, isolation: MainActor.shared, scope: .singleton) { ProfileModel() }

        // Async services: a singleton opened once, and a repository that awaits it.
        container.register(Database.self, scope: .singleton) { () async throws in
            try await Database.open("sqlite://profiles")
        }
        container.register(ActivityRepository.self) { r async throws in
            ActivityRepository(database: try await r.resolveAsync(), clock: r.resolve())
        }
    }
}
