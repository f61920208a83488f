import Inject

/// Where profiles are kept.
public protocol Store: Sendable {
    var label: String { get }
    func name(of user: String) -> String
}

/// The production store.
public final class FileStore: Store {
    public let label: String
    public init(folder: String = "profiles") { label = "file:\(folder)" }
    public func name(of user: String) -> String { "User \(user)" }
}

/// What time it is.
public protocol Clock: Sendable {
    var now: Int { get }
}

public struct SystemClock: Clock {
    public init() {}
    public var now: Int { 1_700_000_000 }
}

/// A service that needs async construction (opening a database): an actor.
public actor Database {
    public let url: String
    private(set) var queries = 0

    private init(url: String) { self.url = url }

    /// Opens the database; takes a suspension, and may fail.
    public static func open(_ url: String) async throws -> Database {
        try await Task.sleep(nanoseconds: 1_000_000)
        return Database(url: url)
    }

    public func lastSeen(of user: String) -> Int {
        queries += 1
        return 42
    }
}

/// Built by an async factory from the database (constructor injection with await) and a plain service.
public final class ActivityRepository: Sendable {
    public let database: Database
    public let clock: any Clock

    public init(database: Database, clock: any Clock) {
        self.database = database
        self.clock = clock
    }
}

/// One user's activity, loaded from the database: an async factory that takes a runtime argument.
public struct UserActivity: Sendable {
    public let userID: String
    public let lastSeen: Int

    public init(userID: String, repository: ActivityRepository) async {
        self.userID = userID
        lastSeen = await repository.database.lastSeen(of: userID)
    }
}

/// A checked-Sendable class: it holds its dependency with the constant form.
public final class AuditLog: Sendable {
    let store = Injected<Store>()
    let archive = Injected<Store>(name: "archive")

    public init() {}

    public func describe() -> String { "\(store().label) + \(archive().label)" }
}
