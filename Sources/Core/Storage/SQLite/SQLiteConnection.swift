import Foundation

#if canImport(SQLite3)
    import SQLite3
#else
    import CInjectWorkflowSQLite
#endif

/// One open SQLite database: runs SQL, keeps each distinct statement prepared for the connection's life.
///
/// Not thread-safe on its own: ``SQLiteStore`` and ``InMemoryStore`` hold one connection each and let one
/// thread at a time use it, under their transaction lock.
///
/// ```swift
/// let connection = try SQLiteConnection(path: "/tmp/w/workflow.sqlite", mode: .readWrite)
/// try connection.execute("BEGIN IMMEDIATE")
/// let rows = try connection.rows("SELECT number, name FROM candidates WHERE email_key = ?", [.text(key)])
/// ```
final class SQLiteConnection {
    /// How the file is opened.
    enum Mode {
        /// Read and write; the file is created when missing.
        case readWriteCreate
        /// Read and write an existing file.
        case readWrite
        /// Read only, and promise SQLite nobody else writes it (`immutable=1`): how a database in a read-only
        /// directory is read, where SQLite could not create the files WAL mode needs to share it. It does not
        /// look at a write-ahead log, so it is only for a database whose log is gone or empty.
        case readOnlyImmutable
        /// Read only, through the write-ahead log (`-wal`) a killed writer left behind and its index (`-shm`):
        /// how a read-only directory holding such a log is read, so no committed change is missed. Where the
        /// index cannot be written, SQLite rebuilds it in memory from the log.
        case readOnly
    }

    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]
    /// Set inside a transaction that erased personal data: after it commits, the write-ahead log is
    /// checkpointed and truncated, so no copy of the erased rows stays behind in `-wal` (see
    /// ``StoreTransaction/leaveNoTraceOfDeletedRows()``).
    var wantsTruncatingCheckpoint = false
    /// The database file's path (or `:memory:`), for messages.
    let path: String

    /// Opens `path`; the in-memory database is `":memory:"`.
    init(path: String, mode: Mode) throws(SQLiteError) {
        var flags: Int32
        var location = path
        switch mode {
        case .readWriteCreate: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readWrite: flags = SQLITE_OPEN_READWRITE
        case .readOnly: flags = SQLITE_OPEN_READONLY
        case .readOnlyImmutable:
            flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            location = "file:" + Self.uriEscaped(path) + "?immutable=1"
        }
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(location, &opened, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard let opened, status == SQLITE_OK else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw SQLiteError(code: status, message: message)
        }
        handle = opened
        self.path = path
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Waits up to `milliseconds` for another connection's lock before failing with `SQLITE_BUSY`.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs one or more statements without parameters (schema scripts, `BEGIN`, `COMMIT`, pragmas).
    func execute(_ script: String) throws(SQLiteError) {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, script, nil, nil, &errorMessage)
        defer { sqlite3_free(errorMessage) }
        guard status == SQLITE_OK else {
            let message = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: message)
        }
    }

    /// Runs one statement with `values` bound to its `?` parameters and returns every result row.
    func rows(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> [SQLRow] {
        let statement = try started(sql, values)
        defer { finish(statement) }
        var result: [SQLRow] = []
        while try step(statement.handle) { result.append(SQLCursor(statement.handle).row) }
        return result
    }

    /// Runs one statement with `values` bound to its `?` parameters and calls `body` with each result row, read
    /// in place. An ``SQLiteError`` or whatever `body` throws ends the query. The body may run other queries,
    /// this one included.
    func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (SQLCursor) throws -> Void) throws {
        let statement = try started(sql, values)
        defer { finish(statement) }
        let cursor = SQLCursor(statement.handle)
        while try step(statement.handle) { try body(cursor) }
    }

    /// The rowid of the last row inserted on this connection.
    var lastInsertedRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// How many rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Whether a transaction is open on this connection.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    // MARK: - Statements

    /// A statement ready to run: the connection's prepared one for its SQL, or (when that one is in the middle of
    /// a ``forEachRow(_:_:_:)`` whose body runs the same SQL again) one of its own, finalized when finished.
    private struct Statement {
        var handle: OpaquePointer
        var isShared: Bool
    }

    private func prepared(_ sql: String) throws(SQLiteError) -> Statement {
        if let cached = statements[sql] {
            if sqlite3_stmt_busy(cached) == 0 { return Statement(handle: cached, isShared: true) }
            return Statement(handle: try compiled(sql), isShared: false)
        }
        let statement = try compiled(sql)
        statements[sql] = statement
        return Statement(handle: statement, isShared: true)
    }

    private func compiled(_ sql: String) throws(SQLiteError) -> OpaquePointer {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw lastError()
        }
        return statement
    }

    private func bind(_ values: [SQLValue], to statement: OpaquePointer) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .null: status = sqlite3_bind_null(statement, index)
            case .integer(let number): status = sqlite3_bind_int64(statement, index, number)
            case .real(let number): status = sqlite3_bind_double(statement, index, number)
            case .text(let text): status = sqlite3_bind_text(statement, index, text, -1, Self.transient)
            case .blob(let data):
                status = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(statement, index, bytes.baseAddress, Int32(bytes.count), Self.transient)
                }
            }
            guard status == SQLITE_OK else { throw lastError() }
        }
    }

    /// The prepared statement for `sql` with `values` bound, ready for its first ``step(_:)``.
    private func started(_ sql: String, _ values: [SQLValue]) throws(SQLiteError) -> Statement {
        let statement = try prepared(sql)
        do {
            try bind(values, to: statement.handle)
        } catch {
            finish(statement)
            throw error
        }
        return statement
    }

    /// Moves to the next row: `true` when there is one, `false` when the statement is done.
    private func step(_ statement: OpaquePointer) throws(SQLiteError) -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw lastError()
        }
    }

    /// Makes a shared statement ready to run again (it stays prepared for the connection's life), or finalizes
    /// one of its own.
    private func finish(_ statement: Statement) {
        guard statement.isShared else {
            sqlite3_finalize(statement.handle)
            return
        }
        sqlite3_reset(statement.handle)
        sqlite3_clear_bindings(statement.handle)
    }

    private func lastError() -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }

    /// `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the call returns (the C macro is not imported).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private static func uriEscaped(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
