import Foundation

/// The app's data: one database of real tables (see ``StoreSchema``), and private files such as sent `.eml`
/// messages.
///
/// Contract every implementation keeps (the shipped ones: ``SQLiteStore`` on disk, `PostgresStore` on a server
/// for a team, and ``InMemoryStore`` for tests; `StoreContractTests` runs against all three, PostgreSQL when
/// `INJECT_TEST_POSTGRES_URL` names a server):
/// - ``transaction(_:)`` is atomic: everything `body` does is kept, or (when it throws) none of it is.
///   A transaction started inside another (the host runs every command in one) is a savepoint: it undoes only
///   its own work when it throws, and the outermost one commits.
/// - Writers take turns: a transaction's writes wait for any other writer (SQLite: for its whole transaction;
///   PostgreSQL: from its first write), and every statement after a transaction's first write sees all that was
///   committed before. A new row's number is unique, never reused, and drawn in commit order.
/// - What a transaction read before its first write may be stale on a server. A read-then-write of shared data
///   guards its write with what it read (`UPDATE … WHERE revision = ?`) and, when ``StoreTransaction/changes``
///   says nothing matched, reports a conflict or reads again: nothing is ever overwritten unseen.
/// - A database that is not the app's, is damaged, or was written by a newer release is refused with an
///   ``AppError`` naming the file or server and what is wrong (exit 65), and is never written.
/// - Nothing is touched until the first transaction or file write.
///
/// ```swift
/// @Injected var store: Store
/// let count = try store.transaction { db in
///     try db.execute("UPDATE candidates SET stage = ? WHERE number = ?", [.text("screening"), .integer(1)])
///     return try db.rows("SELECT count(*) FROM candidates")[0].int(0)
/// }
/// ```
public protocol Store: Sendable {
    /// Runs `body` in one transaction (nested: a savepoint) and returns what it returns.
    func transaction<Result>(_ body: (StoreTransaction) throws -> Result) throws -> Result

    /// Writes `contents` atomically and privately (`0600`) to `relativePath` under the data directory,
    /// creating folders, and returns where it went: how the default mailer puts `.eml` files in the outbox.
    func writeFile(_ contents: Data, to relativePath: String) throws -> String

    /// Removes a file that ``writeFile(_:to:)`` wrote, given the location it returned; a file already gone is
    /// not an error, and a location outside the data directory is refused. How deleting a candidate removes
    /// the `.eml` files sent to them.
    func removeFile(at location: String) throws
}
