#if canImport(CInjectWorkflowPostgres)
    import Foundation

    /// Runs ``Store/transaction(_:)`` for a ``PostgresStore`` on one lazily opened connection: what
    /// `TransactionRunner` is for SQLite.
    ///
    /// The outermost transaction is `BEGIN` … `COMMIT` at PostgreSQL's READ COMMITTED; nested ones are
    /// savepoints. Readers never wait. Writers take turns, as SQLite's do: a transaction's first statement that is
    /// not a `SELECT` first takes one transaction-scoped advisory lock (``writerLock``), held until it commits
    /// or rolls back. So a new row's number is drawn in commit order (ids stay in natural order under concurrent
    /// adds), and every statement after the first write sees everything committed before it. What a transaction
    /// read *before* its first write may have changed meanwhile: the features guard such writes (a candidate's
    /// `revision`, an event's `sequence`, a draft's `sent_at IS NULL`) and report a conflict when the guard
    /// finds nothing to change.
    ///
    /// `BEGIN` itself waits for that first write too, and goes in one round trip with the lock and any savepoints
    /// opened meanwhile; a transaction that only reads sends neither `BEGIN` nor `COMMIT`. Later savepoints, and
    /// how each ends, travel with the next statement's exchange or with `COMMIT` (a `ROLLBACK` drops them). At READ COMMITTED this
    /// changes nothing a reader sees (every statement takes its own snapshot, inside a transaction or not), and a
    /// lookup or a listing costs two round trips fewer. The lock is taken before any savepoint, so rolling a
    /// savepoint back never releases it (a lock taken inside one would go with it).
    final class PostgresSession: @unchecked Sendable {
        // @unchecked: every mutable member is touched only while `lock` is held.
        private let lock = NSRecursiveLock()
        private var connection: PostgresConnection?
        private var depth = 0
        /// Whether the outermost transaction has sent `BEGIN` and taken the writer lock (at its first write).
        private var begun = false
        /// The savepoints opened while nothing was begun, outermost first: sent after `BEGIN` at the first write,
        /// or never, when none comes.
        private var pendingSavepoints: [Int] = []
        /// Savepoint statements of a begun transaction not sent yet (`SAVEPOINT`, `RELEASE`, `ROLLBACK TO`): they
        /// go in one exchange just before the next statement, or with `COMMIT`, and are dropped by a `ROLLBACK`.
        private var queued: [String] = []
        private let connect: () throws -> PostgresConnection
        private let problem: (PostgresError, PostgresProblem.Phase) -> AppError

        /// The advisory lock writers take turns on: one per schema (the store's tables), so stores in different
        /// schemas of one database never wait for each other.
        static let writerLock = "pg_advisory_xact_lock(1, hashtext(current_schema()))"

        init(
            connect: @escaping () throws -> PostgresConnection,
            problem: @escaping (PostgresError, PostgresProblem.Phase) -> AppError
        ) {
            self.connect = connect
            self.problem = problem
        }

        func transaction<Result>(_ body: (StoreTransaction) throws -> Result) throws -> Result {
            lock.lock()
            defer { lock.unlock() }
            let connection = try openedConnection()
            let transaction = StoreTransaction(backend: .postgres(self), readOnly: false)
            depth += 1
            defer { depth -= 1 }
            if depth > 1 { return try savepoint(depth, on: connection) { try body(transaction) } }
            begun = false
            pendingSavepoints = []
            queued = []
            defer {
                begun = false
                pendingSavepoints = []
                queued = []
            }
            let result: Result
            do {
                result = try body(transaction)
                if begun { try run((queued + ["COMMIT"]).joined(separator: "; "), on: connection, phase: .commit) }
            } catch {
                if begun, connection.isConnected, connection.isInTransaction { try? connection.execute("ROLLBACK") }
                if !connection.isConnected { self.connection = nil }
                throw error
            }
            return result
        }

        /// The rows of `sql`, after taking the writer lock if `sql` is this transaction's first write.
        func rows(_ sql: String, _ values: [SQLValue]) throws(AppError) -> [SQLRow] {
            guard let connection else { throw problem(Self.notInTransaction, .statement) }
            try takeWriterLockIfWriting(sql, on: connection)
            try sendQueued(on: connection)
            do {
                return try connection.rows(sql, values)
            } catch {
                throw problem(error, .statement)
            }
        }

        func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (SQLCursor) throws -> Void) throws {
            guard let connection else { throw problem(Self.notInTransaction, .statement) }
            try takeWriterLockIfWriting(sql, on: connection)
            try sendQueued(on: connection)
            do {
                try connection.forEachRow(sql, values, body)
            } catch let error as PostgresError {
                throw problem(error, .statement)
            }
        }

        var changes: Int { connection?.changes ?? 0 }

        // MARK: - Private

        private static let notInTransaction = PostgresError(
            state: nil, message: "a statement ran outside its transaction", lostConnection: false)

        private func takeWriterLockIfWriting(_ sql: String, on connection: PostgresConnection) throws(AppError) {
            guard !begun, !Self.onlyReads(sql) else { return }
            let script = (["BEGIN", "SELECT \(Self.writerLock)"] + pendingSavepoints.map { "SAVEPOINT level\($0)" })
                .joined(separator: "; ")
            // Marked begun before it runs: if the lock times out, the transaction it opened is rolled back.
            begun = true
            pendingSavepoints = []
            try run(script, on: connection, phase: .statement)
        }

        private func sendQueued(on connection: PostgresConnection) throws(AppError) {
            guard !queued.isEmpty else { return }
            let script = queued.joined(separator: "; ")
            queued = []
            try run(script, on: connection, phase: .statement)
        }

        /// Whether `sql` is a plain query (`SELECT …`): the only statements that need no writer lock.
        static func onlyReads(_ sql: String) -> Bool {
            let start = sql.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
            return start.prefix(6).map { $0 | 0x20 } == Array("select".utf8)
        }

        private func savepoint<Result>(
            _ level: Int, on connection: PostgresConnection, _ body: () throws -> Result
        ) throws -> Result {
            let opening = "SAVEPOINT level\(level)"
            if begun {
                queued.append(opening)
            } else {
                pendingSavepoints.append(level)
            }
            // How the savepoint ends: never sent (nothing was written under it), or taken back from the queue
            // (nothing ran under it), or with a statement queued after it.
            func end(_ statements: [String]) {
                if pendingSavepoints.last == level {
                    pendingSavepoints.removeLast()
                } else if queued.last == opening {
                    queued.removeLast()
                } else {
                    queued += statements
                }
            }
            do {
                let result = try body()
                end(["RELEASE SAVEPOINT level\(level)"])
                return result
            } catch {
                end(["ROLLBACK TO SAVEPOINT level\(level)", "RELEASE SAVEPOINT level\(level)"])
                throw error
            }
        }

        private func run(
            _ sql: String, on connection: PostgresConnection, phase: PostgresProblem.Phase
        ) throws(AppError) {
            do {
                try connection.execute(sql)
            } catch {
                throw problem(error, phase)
            }
        }

        private func openedConnection() throws -> PostgresConnection {
            // Inside a transaction a lost connection stays lost: its statements fail and the command stops.
            if let connection, connection.isConnected || depth > 0 { return connection }
            let opened = try connect()
            connection = opened
            return opened
        }
    }
#endif
