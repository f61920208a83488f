#if canImport(CInjectWorkflowPostgres)
    import Foundation

    /// Runs ``Store/transaction(_:)`` for a ``PostgresStore`` on one lazily opened connection: what
    /// `TransactionRunner` is for SQLite.
    ///
    /// A transaction reads from one snapshot and writes in turn with other writers:
    ///
    /// - **Reads before the first write** run in a `REPEATABLE READ` transaction, begun at the first of them:
    ///   they all see the database as it was at that moment, as an SQLite read transaction does. (At READ
    ///   COMMITTED each statement took its own snapshot, so a candidate's history read before another command's
    ///   move committed and its row read after it disagreed: a conflict said "moved applied → screening".)
    /// - **The first write** (a statement that is not a `SELECT`) ends that read transaction and begins the one
    ///   that writes, at READ COMMITTED, taking one transaction-scoped advisory lock (``writerLock``) held until
    ///   it commits or rolls back, all in one exchange with the server. So writers take turns, as SQLite's do: a
    ///   new row's number is drawn in commit order (ids stay in natural order under concurrent adds), and every
    ///   statement after the first write sees everything committed before it. What was read before it may have
    ///   changed meanwhile: the features guard such writes (a candidate's stage and history, an event's
    ///   `sequence`, a draft's `sent_at IS NULL`) and report a conflict when the guard finds nothing to change.
    /// - A transaction that never writes sends no `BEGIN` for writing; one that never reads, none for reading.
    ///
    /// Nested transactions are savepoints. Those opened before the first write are sent with it (or never, when
    /// none comes); later ones, and how each ends, travel with the next statement's exchange or with `COMMIT` (a
    /// `ROLLBACK` drops them). The lock is taken before any savepoint, so rolling a savepoint back never releases
    /// it (a lock taken inside one would go with it).
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
        /// Whether the `REPEATABLE READ` transaction of the reads before the first write is open.
        private var reading = false
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
            reading = false
            pendingSavepoints = []
            queued = []
            defer {
                begun = false
                reading = false
                pendingSavepoints = []
                queued = []
            }
            let result: Result
            do {
                result = try body(transaction)
                if begun {
                    try run((queued + ["COMMIT"]).joined(separator: "; "), on: connection, phase: .commit)
                } else if reading {
                    try run("COMMIT", on: connection, phase: .statement)
                }
            } catch {
                if begun || reading, connection.isConnected, connection.isInTransaction {
                    try? connection.execute("ROLLBACK")
                }
                if !connection.isConnected { self.connection = nil }
                throw error
            }
            return result
        }

        /// The rows of `sql`, after taking the writer lock if `sql` is this transaction's first write.
        func rows(_ sql: String, _ values: [SQLValue]) throws(AppError) -> [SQLRow] {
            guard let connection else { throw problem(Self.notInTransaction, .statement) }
            try beginIfNeeded(for: sql, on: connection)
            try sendQueued(on: connection)
            do {
                return try connection.rows(sql, values)
            } catch {
                throw problem(error, .statement)
            }
        }

        func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (SQLCursor) throws -> Void) throws {
            guard let connection else { throw problem(Self.notInTransaction, .statement) }
            try beginIfNeeded(for: sql, on: connection)
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

        /// Begins what `sql` needs first: the writing transaction at the first write, the reading one at the
        /// first read before any write.
        private func beginIfNeeded(for sql: String, on connection: PostgresConnection) throws(AppError) {
            guard !begun else { return }
            if Self.onlyReads(sql) {
                guard !reading else { return }
                reading = true
                try run("BEGIN ISOLATION LEVEL REPEATABLE READ", on: connection, phase: .statement)
                return
            }
            let script =
                (reading ? ["COMMIT"] : []) + ["BEGIN", "SELECT \(Self.writerLock)"]
                + pendingSavepoints.map { "SAVEPOINT level\($0)" }
            // Marked begun before it runs: if the lock times out, the transaction it opened is rolled back.
            begun = true
            reading = false
            pendingSavepoints = []
            try run(script.joined(separator: "; "), on: connection, phase: .statement)
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
