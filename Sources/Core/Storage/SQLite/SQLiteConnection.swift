import Foundation

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
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
        /// directory is read, where SQLite could not create the files WAL mode needs to share it.
        case readOnlyImmutable
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
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        try bind(values, to: statement)
        var result: [SQLRow] = []
        let columns = sqlite3_column_count(statement)
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return result }
            guard status == SQLITE_ROW else { throw lastError() }
            result.append(SQLRow((0..<columns).map { column(statement, $0) }))
        }
    }

    /// The rowid of the last row inserted on this connection.
    var lastInsertedRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// How many rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Whether a transaction is open on this connection.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    // MARK: - Statements

    private func prepared(_ sql: String) throws(SQLiteError) -> OpaquePointer {
        if let cached = statements[sql] { return cached }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw lastError()
        }
        statements[sql] = statement
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

    private func column(_ statement: OpaquePointer, _ index: Int32) -> SQLValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(statement, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard let bytes = sqlite3_column_blob(statement, index), count > 0 else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
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
