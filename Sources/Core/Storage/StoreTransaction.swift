/// What a ``Store/transaction(_:)`` body uses to read and write: SQL with `?` parameters.
///
/// Valid only inside the body that received it. Failures are ``AppError``s naming the database file or server.
/// The SQL is the part both engines speak alike (SQLite and PostgreSQL): `TRUE` rather than `1` as a condition,
/// `"end"` quoted, `INSERT … RETURNING number` for a new row's number, `ON CONFLICT … DO NOTHING` and
/// ``changes`` for an insert that may find its key taken. `StoreContractTests` runs every form against both.
///
/// ```swift
/// try store.transaction { db in
///     guard let row = try db.row("SELECT name FROM candidates WHERE number = ?", [.integer(7)]) else { … }
///     try db.execute("DELETE FROM candidates WHERE number = ?", [.integer(7)])
/// }
/// ```
public final class StoreTransaction {
    /// The engine a transaction runs on.
    enum Backend {
        case sqlite(SQLiteConnection, problem: (SQLiteError) -> AppError)
        #if canImport(CInjectWorkflowPostgres)
            case postgres(PostgresSession)
        #endif
    }

    private let backend: Backend
    /// Whether this transaction can only read: the database is in a read-only data directory, where every
    /// write fails with a message saying so. Lets a caller skip a write that is only worth having (a record
    /// kept to save work later) instead of failing a read-only command over it.
    public let isReadOnly: Bool

    init(connection: SQLiteConnection, readOnly: Bool, problem: @escaping (SQLiteError) -> AppError) {
        self.backend = .sqlite(connection, problem: problem)
        self.isReadOnly = readOnly
    }

    init(backend: Backend, readOnly: Bool) {
        self.backend = backend
        self.isReadOnly = readOnly
    }

    /// Runs a statement that returns no rows (`INSERT`, `UPDATE`, `DELETE`).
    public func execute(_ sql: String, _ values: [SQLValue] = []) throws(AppError) {
        _ = try rows(sql, values)
    }

    /// Runs a query and returns every row.
    public func rows(_ sql: String, _ values: [SQLValue] = []) throws(AppError) -> [SQLRow] {
        switch backend {
        case .sqlite(let connection, let problem):
            do {
                return try connection.rows(sql, values)
            } catch {
                throw problem(error)
            }
        #if canImport(CInjectWorkflowPostgres)
            case .postgres(let session): return try session.rows(sql, values)
        #endif
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
        switch backend {
        case .sqlite(let connection, let problem):
            do {
                try connection.forEachRow(sql, values, body)
            } catch let error as SQLiteError {
                throw problem(error)
            }
        #if canImport(CInjectWorkflowPostgres)
            case .postgres(let session): try session.forEachRow(sql, values, body)
        #endif
        }
    }

    /// Runs a query and returns its first row, or `nil` when there is none.
    public func row(_ sql: String, _ values: [SQLValue] = []) throws(AppError) -> SQLRow? {
        try rows(sql, values).first
    }

    /// The engine this transaction runs on, for the few statements that differ (a table's number sequence).
    var engine: StoreEngine {
        switch backend {
        case .sqlite: .sqlite
        #if canImport(CInjectWorkflowPostgres)
            case .postgres: .postgres
        #endif
        }
    }

    /// How many rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    public var changes: Int {
        switch backend {
        case .sqlite(let connection, _): connection.changes
        #if canImport(CInjectWorkflowPostgres)
            case .postgres(let session): session.changes
        #endif
        }
    }

    /// Asks for deleted rows to leave no copy anywhere on disk once this transaction commits: erasing a person
    /// must erase them. Deleted content is always overwritten with zeros (`PRAGMA secure_delete`); this also
    /// checkpoints and truncates the write-ahead log after the commit, which held earlier versions of the pages.
    ///
    /// ```swift
    /// try db.execute("DELETE FROM candidates WHERE number = ?", [.integer(7)])
    /// db.leaveNoTraceOfDeletedRows()
    /// ```
    public func leaveNoTraceOfDeletedRows() {
        // A PostgreSQL server keeps dead rows until its autovacuum reclaims them: that is the server
        // administrator's to tune (the README's "For teams" says so), not something one client can force.
        if case .sqlite(let connection, _) = backend { connection.wantsTruncatingCheckpoint = true }
    }
}
