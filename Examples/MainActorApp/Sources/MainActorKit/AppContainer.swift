import Inject

/// The composition root, written exactly as the README writes it: no `isolation:` anywhere. Each factory is
/// written in main-actor code, so it inherits the main actor and may call the main-actor initialisers above.
public enum AppContainer {
    public static func make() -> Container {
        let container = Container()
        register(in: container)
        return container
    }

    public static func register(in container: Container) {
        container.register(Store.self, scope: .singleton) { MemoryStore() }
        container.register(Store.self, name: "archive", scope: .singleton) { MemoryStore() }
        container.register(Mailer.self) { SMTPMailer() }
        container.register(Outbox.self) { r in Outbox(mailer: r.resolve()) }
    }
}
