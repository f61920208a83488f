#if canImport(CInjectWorkflowPostgres)
    import Foundation
    import InjectWorkflowCore

    /// `store-benchmark --store URL`: the issue's speed targets for a team server, SQLite and PostgreSQL side by
    /// side in one run, on the same seeded data (the SQLite store copied to the server with `store copy`).
    ///
    /// Two views of each command. **Per command, as a user pays it**: whole `inject-workflow` processes, launch to
    /// exit, each with its own connection and login on the server (the runs of the two stores alternate, so a
    /// change in the machine's load falls on both). **In process**: the same command code run in this process
    /// on a store already open, which is what the store itself costs once connected (what a long-lived process
    /// or a connection pooler would see). Last, what opening costs: libpq's connect and login alone, and a store's
    /// open with its schema check and a first query.
    struct ServerComparison {
        var app: URL
        var url: String
        var runs: Int
        var candidates: Int
        var interviews: Int
        var root: URL

        /// One command of the comparison, with the issue's target for the server's time over SQLite's.
        struct Row {
            var name: String
            var limit: Double
            var succeeds = true
            var runs: Int
            var words: (Int) -> [String]
        }

        func run() throws {
            let schema = try BenchmarkSchema(url: url)
            defer { schema.drop() }
            let location = StoreLocation.postgres(url: url)
            print(
                "store-benchmark: SQLite against PostgreSQL at \(location.redacted) (schema \(schema.name), dropped "
                    + "afterwards); \(candidates) candidates, \(interviews) interviews; \(app.path)")
            print("load average at the start: \(Self.loadAverage())")
            let clock = ContinuousClock()
            let seeded = root.appendingPathComponent("sqlite-seeded")
            var start = clock.now
            try Seeding.seed(seeded, candidates: candidates, interviews: interviews)
            print("seeded the SQLite store through the services in \((clock.now - start).milliseconds)")
            let serverDirectory = root.appendingPathComponent("server-data")
            try FileManager.default.createDirectory(at: serverDirectory, withIntermediateDirectories: true)
            let sqliteTimer = timer(dataDirectory: seeded, store: nil)
            let serverTimer = timer(dataDirectory: serverDirectory, store: schema.url)
            start = clock.now
            _ = try sqliteTimer.time(["store", "copy", "--to", schema.url])
            print(
                "copied it to the server with 'inject-workflow store copy --to URL' in \((clock.now - start).milliseconds)"
            )
            // The first command on each store validates the graph and records it: a one-off, not measured.
            for timer in [sqliteTimer, serverTimer] { _ = try timer.time(["candidates", "show", "c1"]) }

            let rows = self.rows()
            print(
                "\nPer command, as a user pays it: whole 'inject-workflow' processes, launch to exit, a new connection "
                    + "and login each\n(median of \(runs) runs, list: \(listRuns); the two stores' runs alternate)")
            printHeader()
            for row in rows {
                var onSQLite: [Duration] = []
                var onServer: [Duration] = []
                for run in 0..<row.runs {
                    let status: Int32 = row.succeeds ? 0 : 1
                    onSQLite.append(try sqliteTimer.time(row.words(run), expecting: status))
                    onServer.append(try serverTimer.time(row.words(run), expecting: status))
                }
                printRow(row, sqlite: Self.median(onSQLite), server: Self.median(onServer))
            }

            let sqliteStore = SQLiteStore(directory: seeded)
            let serverStore = PostgresStore(url: schema.url, directory: serverDirectory)
            let inSQLite = InProcessCommands(store: sqliteStore, now: Seeding.now)
            let onServer = InProcessCommands(store: serverStore, now: Seeding.now)
            for commands in [inSQLite, onServer] { _ = try commands.time(["candidates", "show", "c1"]) }
            print(
                "\nIn process, on an open store: the same commands' code, one transaction each, in this process "
                    + "(median of \(runs) runs, list: \(listRuns));\nwhat the store itself costs once connected (the "
                    + "targets are the table above's)")
            printHeader(target: false)
            for row in rows {
                var sqliteTimes: [Duration] = []
                var serverTimes: [Duration] = []
                for run in 0..<row.runs {
                    // Runs past the process runs': a new interview never meets one booked above.
                    let words = row.words(row.runs + run)
                    sqliteTimes.append(try inSQLite.time(words, succeeds: row.succeeds))
                    serverTimes.append(try onServer.time(words, succeeds: row.succeeds))
                }
                printRow(row, sqlite: Self.median(sqliteTimes), server: Self.median(serverTimes), judged: false)
            }

            print("\nOpening the store, in process (median of \(runs) runs)")
            printHeader(target: false)
            var connects: [Duration] = []
            var sqliteOpens: [Duration] = []
            var serverOpens: [Duration] = []
            for _ in 0..<runs {
                connects.append(try BenchmarkSchema.connectTime(schema.url))
                sqliteOpens.append(try Self.openTime(SQLiteStore(directory: seeded)))
                serverOpens.append(
                    try Self.openTime(PostgresStore(url: schema.url, directory: serverDirectory)))
            }
            print(
                Self.columns(["libpq connect and login alone", "-", Self.median(connects).preciseMilliseconds, "", ""]))
            print(
                Self.columns([
                    "open, schema check, SELECT 1", Self.median(sqliteOpens).preciseMilliseconds,
                    Self.median(serverOpens).preciseMilliseconds,
                    Self.median(serverOpens).ratio(to: Self.median(sqliteOpens)), "",
                ]))
            print("\nload average at the end: \(Self.loadAverage())")
        }

        private var listRuns: Int { max(3, runs / 3) }

        private func rows() -> [Row] {
            let middle = candidates / 2
            return [
                Row(name: "candidates show <id>", limit: 2, runs: runs) { _ in ["candidates", "show", "c\(middle)"] },
                Row(name: "lookup by email (duplicate add refused)", limit: 2, succeeds: false, runs: runs) { _ in
                    ["candidates", "add", "--name", "X", "--email", "P\(middle)@example.com", "--role", "QA"]
                },
                Row(name: "events schedule", limit: 2, runs: runs) { run in
                    [
                        "events", "schedule", "c\(candidates - run)", "--start", Self.start(run), "--interviewer",
                        "bench@example.com", "--location", "R",
                    ]
                },
                Row(name: "candidates list (all)", limit: 1.5, runs: listRuns) { _ in ["candidates", "list"] },
            ]
        }

        private func timer(dataDirectory: URL, store: String?) -> AppTimer {
            var environment = [
                "WORKFLOW_DATA_DIR": dataDirectory.path, "WORKFLOW_NOW": "2026-11-22T09:00:00Z", "HOME": root.path,
            ]
            environment["APP_STORE"] = store
            // libpq reads these too; a user's own (a password file, a service file) are passed on as they are.
            for (name, value) in ProcessInfo.processInfo.environment where name.hasPrefix("PG") {
                environment[name] = value
            }
            return AppTimer(binary: app, environment: environment)
        }

        /// A start time far from the seeded interviews: one hour apart per run, eight a day from 2027-01-10.
        static func start(_ run: Int) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let first = calendar.date(from: DateComponents(year: 2027, month: 1, day: 10, hour: 9))!
            let date = calendar.date(byAdding: DateComponents(day: run / 8, hour: run % 8), to: first)!
            let parts = calendar.dateComponents([.year, .month, .day, .hour], from: date)
            return String(format: "%04d-%02d-%02dT%02d:00", parts.year!, parts.month!, parts.day!, parts.hour!)
        }

        private static func openTime(_ store: any Store) throws -> Duration {
            let clock = ContinuousClock()
            let start = clock.now
            _ = try store.transaction { db in try db.row("SELECT 1") }
            return clock.now - start
        }

        private static func median(_ times: [Duration]) -> Duration { times.sorted()[times.count / 2] }

        private func printHeader(target: Bool = true) {
            print(Self.columns(["command", "SQLite", "PostgreSQL", "ratio", target ? "target" : ""]))
        }

        private func printRow(_ row: Row, sqlite: Duration, server: Duration, judged: Bool = true) {
            let verdict = server / sqlite <= row.limit ? "met" : "missed"
            let limit = row.limit == row.limit.rounded() ? "\(Int(row.limit))" : "\(row.limit)"
            print(
                Self.columns([
                    row.name, sqlite.preciseMilliseconds, server.preciseMilliseconds, server.ratio(to: sqlite),
                    judged ? "≤ \(limit)× SQLite: \(verdict)" : "",
                ]))
        }

        private static func columns(_ cells: [String]) -> String {
            let widths = [42, 12, 12, 8]
            return zip(cells, widths + [0]).map { cell, width in
                width == 0 ? cell : cell.padding(toLength: width, withPad: " ", startingAt: 0)
            }.joined(separator: " ")
        }

        static func loadAverage() -> String {
            var loads = [Double](repeating: 0, count: 3)
            guard getloadavg(&loads, 3) == 3 else { return "unknown" }
            return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
        }
    }
#endif
