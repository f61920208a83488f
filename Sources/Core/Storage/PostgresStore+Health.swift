#if canImport(CInjectWorkflowPostgres)
    import Foundation

    extension PostgresStore {
        /// Checks the server without changing anything: reachable, the app's schema and its version, row counts.
        /// A database the app never used reports `exists: false`; one it cannot use, the reason.
        ///
        /// ```swift
        /// let health = store.checkHealth(environment: environment)
        /// print(health.path)   // postgresql://ada:***@db.example/hiring
        /// ```
        public func checkHealth(environment: [String: String] = ProcessInfo.processInfo.environment) -> StoreHealth {
            var health = StoreHealth(
                path: location.redacted, exists: false, problem: nil, rowCounts: [:], legacyImport: nil)
            health.engine = "PostgreSQL"
            let problem = PostgresProblem(location: location)
            guard case .postgres(let url) = location else { return health }
            do throws(PostgresError) {
                let connection: PostgresConnection
                do throws(PostgresError) {
                    connection = try PostgresConnection(url: url, environment: environment)
                } catch {
                    health.problem = problem.appError(error, phase: .connect)
                    return health
                }
                if let version = try connection.rows("SHOW server_version").first?.text(0) {
                    health.engine = "PostgreSQL \(version.split(separator: " ").first ?? "")"
                }
                switch try PostgresSchema.verdict(connection) {
                case .foreign(let tables):
                    health.exists = true
                    health.problem = .badData(
                        "the PostgreSQL database \(location.redacted) holds \(tables) tables of another program and "
                            + "none of inject-workflow's",
                        hint: "point --store at the app's own database, or create an empty one for it (createdb)")
                case .ours(let version) where version == 0:
                    return health
                case .ours(let version):
                    health.exists = true
                    health.schemaVersion = version
                    if version > StoreSchema.version {
                        health.problem = .badData(
                            "the PostgreSQL database \(location.redacted) was written by a newer release of "
                                + "'inject-workflow' (schema version \(version); this one reads up to "
                                + "\(StoreSchema.version))",
                            hint: "use the newer release that wrote it, or another --store")
                        return health
                    }
                    for table in ["candidates", "events", "sent_emails"] {
                        health.rowCounts[table] =
                            try connection.rows("SELECT count(*) FROM \(table)").first?.int(0) ?? 0
                    }
                }
            } catch {
                health.problem = problem.appError(error, phase: .statement)
            }
            return health
        }
    }
#endif
