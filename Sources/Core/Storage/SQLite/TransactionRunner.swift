import Foundation

/// Runs ``Store/transaction(_:)`` on one lazily opened connection: the part ``SQLiteStore`` and
/// ``InMemoryStore`` share.
///
/// The outermost transaction is `BEGIN IMMEDIATE` … `COMMIT`: it takes SQLite's write lock at once, so two
/// processes that read then write (the next id, a duplicate check) are serialised instead of failing with a
/// stale snapshot. Nested ones are savepoints. One thread at a time: the lock is recursive because a
/// transaction body may call services that open their own (nested) transaction on the same thread.
final class TransactionRunner: @unchecked Sendable {
    // @unchecked: every mutable member is touched only while `lock` is held.
    private let lock = NSRecursiveLock()
    private var connection: SQLiteConnection?
    private var depth = 0
    private let open: () throws -> OpenedDatabase
    private var problem: (SQLiteError) -> AppError = { .internalError("\($0)") }

    /// What `open` returns: the connection, whether it may write, and how its failures are worded.
    struct OpenedDatabase {
        var connection: SQLiteConnection
        var readOnly: Bool
        var problem: (SQLiteError) -> AppError
    }

    private var readOnly = false

    /// A runner that calls `open` on the first transaction (and again after a failed open).
    init(open: @escaping () throws -> OpenedDatabase) {
        self.open = open
    }

    func transaction<Result>(_ body: (StoreTransaction) throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        let connection = try openedConnection()
        let transaction = StoreTransaction(connection: connection, readOnly: readOnly, problem: problem)
        depth += 1
        defer { depth -= 1 }
        if depth > 1 { return try savepoint(depth, on: connection) { try body(transaction) } }
        try run(readOnly ? "BEGIN" : "BEGIN IMMEDIATE", on: connection)
        let result: Result
        do {
            result = try body(transaction)
            try run("COMMIT", on: connection)
            if connection.wantsTruncatingCheckpoint {
                connection.wantsTruncatingCheckpoint = false
                // The commit stands either way; a reader holding the log open only delays the truncation.
                try? connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            }
        } catch {
            if connection.isInTransaction { try? connection.execute("ROLLBACK") }
            throw error
        }
        return result
    }

    private func savepoint<Result>(
        _ level: Int, on connection: SQLiteConnection, _ body: () throws -> Result
    ) throws -> Result {
        try run("SAVEPOINT level\(level)", on: connection)
        do {
            let result = try body()
            try run("RELEASE level\(level)", on: connection)
            return result
        } catch {
            try? connection.execute("ROLLBACK TO level\(level); RELEASE level\(level)")
            throw error
        }
    }

    private func run(_ sql: String, on connection: SQLiteConnection) throws(AppError) {
        do {
            try connection.execute(sql)
        } catch {
            throw problem(error)
        }
    }

    private func openedConnection() throws -> SQLiteConnection {
        if let connection { return connection }
        let opened = try open()
        connection = opened.connection
        readOnly = opened.readOnly
        problem = opened.problem
        return opened.connection
    }
}
