#if canImport(CInjectWorkflowPostgres)
    import CInjectWorkflowPostgres
    import Foundation

    /// One connection to a PostgreSQL server through libpq: runs the store's SQL, written with `?` parameters as
    /// for SQLite, as the server's `$1, $2 …`.
    ///
    /// Values travel as text both ways (what `psql` sees), so a `REAL` date is the shortest text that reads back
    /// as the same `Double` (the server's `extra_float_digits` default since PostgreSQL 12), and the results are
    /// read in place by ``SQLCursor`` without a copy per row. Not thread-safe on its own: ``PostgresStore`` lets
    /// one thread at a time use it, under its transaction lock.
    ///
    /// ```swift
    /// let connection = try PostgresConnection(url: "postgresql://ada@db.example/hiring")
    /// let rows = try connection.rows("SELECT number FROM candidates WHERE email_key = ?", [.text(key)])
    /// ```
    final class PostgresConnection {
        private let handle: OpaquePointer
        /// The `$n` form of each `?` statement run so far (a command runs few distinct ones, often many times).
        private var translated: [String: String] = [:]
        /// How many rows the last statement changed (`PQcmdTuples`).
        private(set) var changes = 0
        /// Where the connection goes, for messages: `db.example:5432/hiring` (never a password).
        let address: String

        /// Connects to `url` (a `postgresql://` URL or a `key=value` string; libpq reads the `PG*` variables,
        /// `~/.pgpass` and `sslmode` itself). A server that does not answer fails after 10 seconds unless the URL or
        /// `PGCONNECT_TIMEOUT` says otherwise.
        init(url: String, environment: [String: String]) throws(PostgresError) {
            // Earlier entries are defaults the expanded URL overrides with what it says; later ones override the URL.
            // The client encoding goes in the startup packet (`PQsetClientEncoding` afterwards costs a round trip),
            // and the app reads text as UTF-8 whatever the URL or PGCLIENTENCODING says.
            var keywords = ["application_name", "dbname", "client_encoding"]
            var values = ["inject-workflow", url, "UTF8"]
            if environment["PGCONNECT_TIMEOUT"] == nil {
                keywords.insert("connect_timeout", at: 0)
                values.insert("10", at: 0)
            }
            let connection = Self.withCStrings(keywords) { keywordPointers in
                Self.withCStrings(values) { valuePointers in
                    PQconnectdbParams(keywordPointers, valuePointers, 1)
                }
            }
            guard let connection else {
                throw PostgresError(state: nil, message: "out of memory", lostConnection: true)
            }
            guard PQstatus(connection) == CONNECTION_OK else {
                let message = Self.trimmed(PQerrorMessage(connection))
                PQfinish(connection)
                throw PostgresError(state: nil, message: message, lostConnection: true)
            }
            handle = connection
            address = Self.address(of: connection)
            PQsetErrorVerbosity(connection, PQERRORS_DEFAULT)
            // libpq prints the server's notices (and its last words when it ends a connection) on standard error;
            // the app says what matters itself, in its own words, so they are dropped.
            _ = PQsetNoticeProcessor(connection, { _, _ in }, nil)
        }

        deinit {
            PQfinish(handle)
        }

        /// Runs one or more statements without parameters (schema scripts, `BEGIN`, `COMMIT`).
        func execute(_ script: String) throws(PostgresError) {
            try applySettingsIfPending()
            let result = PQexec(handle, script)
            defer { PQclear(result) }
            try check(result)
        }

        /// Runs one statement with `values` bound to its `?` parameters and returns every result row.
        func rows(_ sql: String, _ values: [SQLValue] = []) throws(PostgresError) -> [SQLRow] {
            let result = try run(sql, values)
            defer { PQclear(result) }
            return (0..<PQntuples(result)).map { SQLCursor(postgres: result, row: $0).row }
        }

        /// The rows of `query` (one statement, no parameters), run in the same round trip as the session's
        /// settings when they are not applied yet: how a store's first look at the database costs one exchange
        /// with the server instead of two. When `query` fails, the settings (rolled back with it) stay pending.
        func rowsAfterSettings(_ query: String) throws(PostgresError) -> [SQLRow] {
            let script = settingsPending ? Self.settings + "; " + query : query
            let result = PQexec(handle, script)
            defer { PQclear(result) }
            try check(result)
            settingsPending = false
            return (0..<PQntuples(result)).map { SQLCursor(postgres: result, row: $0).row }
        }

        /// Runs one statement and calls `body` with each result row, read in place.
        func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (SQLCursor) throws -> Void) throws {
            let result = try run(sql, values)
            defer { PQclear(result) }
            for row in 0..<PQntuples(result) { try body(SQLCursor(postgres: result, row: row)) }
        }

        // MARK: - Session settings

        /// Numbers come back in full, a lock another writer holds is waited for as long as SQLite's busy timeout
        /// and then reported, and the server's chatter below a warning is not sent.
        static let settings = "SET extra_float_digits = 1; SET lock_timeout = '10s'; SET client_min_messages = warning"

        /// Whether ``settings`` still have to be sent: they go with the first statement, in the same round trip
        /// when that is ``rowsAfterSettings(_:)``, else on their own just before it.
        private var settingsPending = true

        private func applySettingsIfPending() throws(PostgresError) {
            guard settingsPending else { return }
            // Never inside a transaction the caller opened: a rollback would take the settings with it.
            let result = PQexec(handle, Self.settings)
            defer { PQclear(result) }
            try check(result)
            settingsPending = false
        }

        /// Whether a transaction is open (or failed and not yet rolled back) on this connection.
        var isInTransaction: Bool {
            let status = PQtransactionStatus(handle)
            return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
        }

        /// Whether the connection to the server still stands.
        var isConnected: Bool { PQstatus(handle) == CONNECTION_OK }

        // MARK: - Running

        private func run(_ sql: String, _ values: [SQLValue]) throws(PostgresError) -> OpaquePointer? {
            try applySettingsIfPending()
            let statement = translation(of: sql)
            let texts = values.map(Self.text)
            let result = Self.withOptionalCStrings(texts) { pointers in
                PQexecParams(handle, statement, Int32(texts.count), nil, pointers, nil, nil, 0)
            }
            do {
                try check(result)
            } catch {
                PQclear(result)
                throw error
            }
            changes = Int(String(cString: PQcmdTuples(result))) ?? 0
            return result
        }

        private func check(_ result: OpaquePointer?) throws(PostgresError) {
            let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
            guard status != PGRES_COMMAND_OK, status != PGRES_TUPLES_OK, status != PGRES_EMPTY_QUERY else { return }
            let state = result.flatMap { PQresultErrorField($0, Self.sqlStateField) }.map { String(cString: $0) }
            let message =
                result.flatMap { PQresultErrorField($0, Self.primaryMessageField) }
                .map { String(cString: $0) } ?? Self.trimmed(PQerrorMessage(handle))
            throw PostgresError(state: state, message: message, lostConnection: PQstatus(handle) != CONNECTION_OK)
        }

        /// `sql` with each `?` outside quotes numbered as `$1, $2 …`.
        private func translation(of sql: String) -> String {
            if let known = translated[sql] { return known }
            var output = ""
            var number = 0
            var quote: Character?
            for character in sql {
                if let open = quote {
                    if character == open { quote = nil }
                    output.append(character)
                } else if character == "'" || character == "\"" {
                    quote = character
                    output.append(character)
                } else if character == "?" {
                    number += 1
                    output += "$\(number)"
                } else {
                    output.append(character)
                }
            }
            translated[sql] = output
            return output
        }

        /// A value as the server reads it in text form; `nil` is SQL NULL.
        private static func text(_ value: SQLValue) -> String? {
            switch value {
            case .null: return nil
            case .integer(let number): return String(number)
            case .real(let number):
                if number.isNaN { return "NaN" }
                if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
                return "\(number)"
            case .text(let text): return text
            case .blob(let data): return "\\x" + data.map { String(format: "%02x", $0) }.joined()
            }
        }

        // MARK: - C strings

        /// `PG_DIAG_SQLSTATE` and `PG_DIAG_MESSAGE_PRIMARY` ('C' and 'M' in postgres_ext.h).
        private static let sqlStateField = Int32(UInt8(ascii: "C"))
        private static let primaryMessageField = Int32(UInt8(ascii: "M"))

        /// libpq's message on one line: it breaks lines and indents with tabs for a terminal of its own.
        private static func trimmed(_ message: UnsafePointer<CChar>?) -> String {
            guard let message else { return "no message" }
            return String(cString: message).split(whereSeparator: { $0 == "\n" || $0 == "\t" })
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        }

        private static func address(of connection: OpaquePointer) -> String {
            let host = PQhost(connection).map { String(cString: $0) } ?? "localhost"
            let port = PQport(connection).map { String(cString: $0) } ?? ""
            let database = PQdb(connection).map { String(cString: $0) } ?? ""
            return "\(host)\(port.isEmpty ? "" : ":\(port)")/\(database)"
        }

        private static func withCStrings<Result>(
            _ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> Result
        ) -> Result {
            withOptionalCStrings(strings) { pointers in body(pointers + [nil]) }
        }

        private static func withOptionalCStrings<Result>(
            _ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> Result
        ) -> Result {
            let copies = strings.map { $0.map { strdup($0) } ?? nil }
            defer { copies.forEach { free($0) } }
            return body(copies.map { $0.map { UnsafePointer($0) } })
        }
    }
#endif
