import Foundation

#if canImport(SQLite3)
    import SQLite3
#else
    import CInjectWorkflowSQLite
#endif
#if canImport(CInjectWorkflowPostgres)
    import CInjectWorkflowPostgres
#endif

/// The row a query is on, read in place: what ``StoreTransaction/forEachRow(_:_:_:)`` hands its body, so a
/// listing of 100,000 rows copies each value once, straight to where it is needed, instead of boxing every row
/// into an ``SQLRow`` first.
///
/// Valid only inside the body it was given to, and only for the current row: text read with
/// ``withUTF8(_:_:)`` lives until the next step. Readers convert the way ``SQLRow``'s do, NULL included. Read a
/// column one way: SQLite converts a value read as text in place, so a later ``value(_:)`` of a number or a
/// blob would see text.
///
/// ```swift
/// try db.forEachRow("SELECT number, name FROM candidates ORDER BY number") { row in
///     let number = row.int(0)
///     row.withUTF8(1) { name in output.append(contentsOf: name) }
/// }
/// ```
public struct SQLCursor {
    private let statement: OpaquePointer
    /// The row of a PostgreSQL result this cursor reads, or `-1` for an SQLite statement.
    private let postgresRow: Int32

    init(_ statement: OpaquePointer) {
        self.statement = statement
        postgresRow = -1
    }

    /// A cursor on row `row` of a PostgreSQL result (in text form): read through ``PostgresValue``.
    init(postgres result: OpaquePointer?, row: Int32) {
        // A successful query always has a result; the fallback keeps the type non-optional.
        statement = result ?? OpaquePointer(bitPattern: 1)!
        postgresRow = row
    }

    #if canImport(CInjectWorkflowPostgres)
        private var postgres: PostgresValue? {
            postgresRow < 0 ? nil : PostgresValue(result: statement, row: postgresRow)
        }
    #else
        private var postgres: Never? { nil }
    #endif

    /// How many columns each row has.
    public var columnCount: Int {
        if let postgres { return postgres.columnCount }
        return Int(sqlite3_column_count(statement))
    }

    /// Whether column `index` is NULL.
    public func isNull(_ index: Int) -> Bool {
        if let postgres { return postgres.isNull(index) }
        return sqlite3_column_type(statement, Int32(index)) == SQLITE_NULL
    }

    /// Column `index` as an integer, converted the way SQLite does (`0` for NULL).
    public func int(_ index: Int) -> Int {
        if let postgres { return postgres.int(index) }
        return Int(sqlite3_column_int64(statement, Int32(index)))
    }

    /// Column `index` as a double, converted the way SQLite does (`0` for NULL).
    public func double(_ index: Int) -> Double {
        if let postgres { return postgres.double(index) }
        return sqlite3_column_double(statement, Int32(index))
    }

    /// Column `index` as a date stored by ``SQLValue/date(_:)`` (1970 for NULL).
    public func date(_ index: Int) -> Date { Date(timeIntervalSince1970: double(index)) }

    /// Column `index`'s text as UTF-8 bytes, valid only inside `body` (empty for NULL). Bytes that are not valid
    /// UTF-8 are passed on as they are stored.
    public func withUTF8<Result>(
        _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        if let postgres { return try postgres.withUTF8(index, body) }
        let column = Int32(index)
        // Asking for the text first makes SQLite convert a number to text before it counts the bytes.
        let text = sqlite3_column_text(statement, column)
        let count = Int(sqlite3_column_bytes(statement, column))
        return try body(UnsafeBufferPointer(start: text, count: text == nil ? 0 : count))
    }

    /// Column `index` as text (`""` for NULL; invalid UTF-8 repaired with U+FFFD).
    public func text(_ index: Int) -> String {
        withUTF8(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Column `index` as it is stored.
    public func value(_ index: Int) -> SQLValue {
        if let postgres { return postgres.value(index) }
        let column = Int32(index)
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT: return .text(text(index))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard let bytes = sqlite3_column_blob(statement, column), count > 0 else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }

    /// The whole row, copied out: what ``StoreTransaction/rows(_:_:)`` collects.
    public var row: SQLRow {
        SQLRow((0..<columnCount).map(value))
    }
}
