import Inject

// Nothing here says `@MainActor`: the module's default isolation makes every type below main-actor isolated,
// as in a new Xcode 26 app target.

public protocol Store {
    func name(of user: String) -> String
}

public protocol Mailer {
    func welcome(_ user: String) -> String
}

public final class MemoryStore: Store {
    private var names: [String: String] = ["ada": "Ada Lovelace"]
    public init() {}
    public func name(of user: String) -> String { names[user] ?? user }
}

/// Property injection in a (main-actor) class.
public final class SMTPMailer: Mailer {
    @Injected var store: Store
    @Injected(name: "archive") var archive: Store
    public init() {}
    public func welcome(_ user: String) -> String {
        "Welcome, \(store.name(of: user)) (archived by \(archive.name(of: "ada")))"
    }
}

/// Constructor injection: its factory resolves the mailer with `r.resolve()`.
public final class Outbox {
    let mailer: Mailer
    private(set) var sent: [String] = []
    public init(mailer: Mailer) { self.mailer = mailer }
    public func send(to user: String) -> String {
        let message = mailer.welcome(user)
        sent.append(message)
        return message
    }
}
