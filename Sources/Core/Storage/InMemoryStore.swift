import Foundation

/// A ``Store`` kept in memory, for tests: an SQLite `:memory:` database with the app's schema, and files
/// kept in a dictionary. Same SQL, same constraints, same transactions as ``SQLiteStore``; nothing on disk.
///
/// ```swift
/// let store = InMemoryStore()
/// container.register(Store.self, scope: .singleton) { store }
/// // … run the feature …
/// let eml = store.file(at: "outbox/d1.eml")
/// ```
public final class InMemoryStore: Store {
    private let runner: TransactionRunner
    private let files = LockedValue<[String: Data]>([:])

    /// An empty store: `let store = InMemoryStore()`.
    public init() {
        runner = TransactionRunner {
            let problem = { (error: SQLiteError) in DatabaseProblem.failed(path: "the in-memory store", error).appError
            }
            let opened = Result { () throws(SQLiteError) in
                let connection = try SQLiteConnection(path: ":memory:", mode: .readWriteCreate)
                try StoreSchema.prepare(connection, readOnly: false)
                return connection
            }
            switch opened {
            case .success(let connection): return .init(connection: connection, readOnly: false, problem: problem)
            case .failure(let error): throw problem(error)
            }
        }
    }

    /// Runs `body` in one transaction: `try store.transaction { db in try db.rows("SELECT 1") }`.
    public func transaction<Result>(_ body: (StoreTransaction) throws -> Result) throws -> Result {
        try runner.transaction(body)
    }

    /// Keeps `contents` in memory and returns `memory:/<relativePath>`: `try store.writeFile(eml, to: "outbox/d1.eml")`.
    public func writeFile(_ contents: Data, to relativePath: String) throws -> String {
        files.withLock { $0[relativePath] = contents }
        return "memory:/\(relativePath)"
    }

    /// Forgets a file written with ``writeFile(_:to:)``: `try store.removeFile(at: "memory:/outbox/d1.eml")`.
    public func removeFile(at location: String) throws {
        let prefix = "memory:/"
        guard location.hasPrefix(prefix) else {
            throw AppError.internalError("refusing to remove '\(location)': InMemoryStore did not write it")
        }
        _ = files.withLock { $0.removeValue(forKey: String(location.dropFirst(prefix.count))) }
    }

    /// The contents of a file written with ``writeFile(_:to:)``, or `nil`.
    public func file(at relativePath: String) -> Data? {
        files.withLock { $0[relativePath] }
    }

    /// The relative paths of every file written, sorted.
    public var filePaths: [String] {
        files.withLock { $0.keys.sorted() }
    }
}
