#if canImport(CInjectWorkflowPostgres)
    import CInjectWorkflowPostgres
    import Foundation
    import InjectWorkflowCore

    /// A schema of the benchmark's own in the database the user named, so the comparison never touches what the
    /// database already holds: created at the start, dropped (with everything the benchmark put in it) at the end.
    ///
    /// ```swift
    /// let schema = try BenchmarkSchema(url: "postgresql://ada@localhost/hiring")
    /// defer { schema.drop() }
    /// let store = PostgresStore(url: schema.url, directory: directory)
    /// ```
    struct BenchmarkSchema {
        /// The schema's name: `store_benchmark_<pid>`.
        let name: String
        /// The user's URL with libpq's `options` selecting the schema, for the app and the in-process store.
        let url: String
        private let baseURL: String

        init(url: String) throws {
            guard url.hasPrefix("postgresql://") || url.hasPrefix("postgres://") else {
                throw BenchmarkError(
                    "--store takes a postgresql:// URL (got '\(StoreLocation.postgres(url: url).redacted)')")
            }
            guard !url.contains("options=") else {
                throw BenchmarkError(
                    "--store: the URL already sets libpq's 'options'; store-benchmark selects its own schema with "
                        + "them, so give the URL without")
            }
            baseURL = url
            name = "store_benchmark_\(getpid())"
            self.url = url + (url.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(name)"
            try Self.run("CREATE SCHEMA \(name)", at: url)
        }

        /// Drops the schema and everything in it.
        func drop() {
            try? Self.run("DROP SCHEMA \(name) CASCADE", at: baseURL)
        }

        /// How long libpq alone takes to connect and log in to `url` (TCP or socket, SSL and GSS negotiation,
        /// the password exchange), without a statement: the floor of what any command on the server pays.
        static func connectTime(_ url: String) throws -> Duration {
            let clock = ContinuousClock()
            let start = clock.now
            let connection = try connect(url)
            let elapsed = clock.now - start
            PQfinish(connection)
            return elapsed
        }

        private static func run(_ sql: String, at url: String) throws {
            let connection = try connect(url)
            defer { PQfinish(connection) }
            let result = PQexec(connection, sql)
            defer { PQclear(result) }
            guard PQresultStatus(result) == PGRES_COMMAND_OK else {
                throw BenchmarkError("\(sql) failed: \(String(cString: PQerrorMessage(connection)))")
            }
        }

        private static func connect(_ url: String) throws -> OpaquePointer {
            guard let connection = PQconnectdb(url) else { throw BenchmarkError("libpq: out of memory") }
            // DROP SCHEMA … CASCADE lists what it drops as a notice; libpq would print it on standard error.
            _ = PQsetNoticeProcessor(connection, { _, _ in }, nil)
            guard PQstatus(connection) == CONNECTION_OK else {
                let location = StoreLocation.postgres(url: url)
                let message = location.scrub(String(cString: PQerrorMessage(connection)))
                PQfinish(connection)
                throw BenchmarkError("cannot connect to \(location.redacted): \(message)")
            }
            return connection
        }
    }
#endif
