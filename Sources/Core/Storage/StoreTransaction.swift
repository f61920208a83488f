/// What a ``Store/transaction(_:)`` body uses to read and write: SQL with `?` parameters.
///
/// Valid only inside the body that received it. Failures are ``AppError``s naming the database file.
///
/// ```swift
/// try store.transaction { db in
///     guard let row = try db.row("SELECT name FROM candidates WHERE number = ?", [.integer(7)]) else { … }
///     try db.execute("DELETE FROM candidates WHERE number = ?", [.integer(7)])
/// }
/// ```
public final class StoreTransaction {
    private let connection: SQLiteConnection
    private let problem: (SQLiteError) -> AppError
    /// Whether this transaction can only read: the database is in a read-only data directory, where every
    /// write fails with a message saying so. Lets a caller skip a write that is only worth having (a record
    /// kept to save work later) instead of failing a read-only command over it.
    public let isReadOnly: Bool

    init(connection: SQLiteConnection, readOnly: Bool, problem: @escaping (SQLiteError) -> AppError) {
        self.connection = connection
        self.isReadOnly = readOnly
        self.problem = problem
    }

    /// Runs a statement that returns no rows (`INSERT`, `UPDATE`, `DELETE`).
    public func execute(_ sql: String, _ values: [SQLValue] = []) throws(AppError) {
        _ = try rows(sql, values)
    }

    /// Runs a query and returns every row.
    public func rows(_ sql: String, _ values: [SQLValue] = []) throws(AppError) -> [SQLRow] {
        do {
            return try connection.rows(sql, values)
        } catch {
            throw problem(error)
        }
    }

    /// Runs a query and calls `body` with each row, read in place: for results too large to copy into
    /// ``SQLRow``s first (a listing of every candidate). Whatever `body` throws ends the query and is rethrown.
    ///
    /// ```swift
    /// try db.forEachRow("SELECT number, name FROM candidates ORDER BY number") { row in
    ///     table.append(row.text(1))
    /// }
    /// ```
    public func forEachRow(_ sql: String, _ values: [SQLValue] = [], _ body: (SQLCursor) throws -> Void) throws {
        do {
            try connection.forEachRow(sql, values, body)
        } catch let error as SQLiteError {
            throw problem(error)
        }
    }

    /// Runs a query and returns its first row, or `nil` when there is none.
    public func row(_ sql: String, _ values: [SQLValue] = []) throws(AppError) -> SQLRow? {
        try rows(sql, values).first
    }

    /// The rowid (for the app's tables: the number in `c7`) of the row the last `INSERT` added.
    public var lastInsertedRowID: Int { connection.lastInsertedRowID }

    /// How many rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    public var changes: Int { connection.changes }

    /// Asks for deleted rows to leave no copy anywhere on disk once this transaction commits: erasing a person
    /// must erase them. Deleted content is always overwritten with zeros (`PRAGMA secure_delete`); this also
    /// checkpoints and truncates the write-ahead log after the commit, which held earlier versions of the pages.
    ///
    /// ```swift
    /// try db.execute("DELETE FROM candidates WHERE number = ?", [.integer(7)])
    /// db.leaveNoTraceOfDeletedRows()
    /// ```
    public func leaveNoTraceOfDeletedRows() {
        connection.wantsTruncatingCheckpoint = true
    }
}
