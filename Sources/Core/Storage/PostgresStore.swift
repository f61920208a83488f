#if canImport(CInjectWorkflowPostgres)
    import Foundation

    /// The app's ``Store`` on a PostgreSQL server, for a team sharing one pipeline: the same tables as
    /// ``SQLiteStore`` (``PostgresSchema``), reached through libpq.
    ///
    /// - Each process opens one connection at its first transaction (never before), and brings an empty database
    ///   up to the schema under an advisory lock; another program's database or a newer release's is refused.
    /// - Every transaction is `BEGIN` … `COMMIT`; readers never wait, writers take turns at their first write
    ///   (see ``PostgresSession``), so ids are unique and in the order their adds committed.
    /// - A server that is gone, or goes away mid-command, fails the command with a message that says nothing was
    ///   written (the server rolls the transaction back), except while committing, where it says to look first.
    /// - Files (sent `.eml` messages) stay private on this machine, under `directory`.
    /// - A password in the URL never appears in a message: errors name the server by ``StoreLocation/redacted``.
    ///
    /// ```swift
    /// let store = PostgresStore(url: "postgresql://ada@db.example/hiring", directory: dataDirectory)
    /// let count = try store.transaction { db in try db.rows("SELECT count(*) FROM candidates")[0].int(0) }
    /// ```
    public final class PostgresStore: Store {
        /// The server, as given (use ``StoreLocation/redacted`` to show it).
        public let location: StoreLocation
        /// Where the store's files go.
        public let directory: URL
        private let session: PostgresSession

        /// A store on the server at `url`; nothing is contacted until the first transaction.
        public init(url: String, directory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
            let location = StoreLocation.postgres(url: url)
            self.location = location
            self.directory = directory
            let problem = PostgresProblem(location: location)
            session = PostgresSession(
                connect: {
                    let connection: PostgresConnection
                    do throws(PostgresError) {
                        connection = try PostgresConnection(url: url, environment: environment)
                    } catch {
                        throw problem.appError(error, phase: .connect)
                    }
                    try PostgresSchema.prepare(connection, location: location)
                    return connection
                },
                problem: problem.appError)
        }

        /// Runs `body` in one transaction: `try store.transaction { db in try db.execute("DELETE FROM settings") }`.
        public func transaction<Result>(_ body: (StoreTransaction) throws -> Result) throws -> Result {
            try session.transaction(body)
        }

        /// Writes a private file under the data directory: `try store.writeFile(eml, to: "outbox/d1.eml")`.
        public func writeFile(_ contents: Data, to relativePath: String) throws -> String {
            try DataDirectoryFiles(directory: directory).write(contents, to: relativePath)
        }

        /// Removes a file written by ``writeFile(_:to:)``: `try store.removeFile(at: sent.location)`.
        public func removeFile(at location: String) throws {
            try DataDirectoryFiles(directory: directory).remove(at: location)
        }
    }
#endif
