import Foundation

/// What `inject-workflow doctor` learns about the database.
public struct StoreHealth: Sendable {
    /// The database file, or the server's redacted URL.
    public var path: String
    /// The engine: `SQLite` (the library the app was built with), or `PostgreSQL 15.20` (the server's release).
    public var engine: String = "SQLite"
    /// The schema version the database is at (``StoreSchema/version`` once a command ran), when it could be read.
    public var schemaVersion: Int?
    /// Whether the file exists (a fresh data directory has none until the first command that needs it).
    public var exists: Bool
    /// Why the database cannot be used, or `nil` when `PRAGMA integrity_check` passed.
    public var problem: AppError?
    /// Rows per table, for the tables people care about (`candidates`, `events`, `sent_emails`).
    public var rowCounts: [String: Int]
    /// What the JSON import recorded (`candidates.json: 3, events.json: 1`), or `nil` when there was none.
    public var legacyImport: String?
}

extension SQLiteStore {
    /// Checks the database without creating it: header, `PRAGMA integrity_check`, row counts.
    ///
    /// ```swift
    /// let health = store.checkHealth()
    /// if let problem = health.problem { ErrorPrinter.lines(for: problem).forEach(console.print) }
    /// ```
    public func checkHealth() -> StoreHealth {
        var health = StoreHealth(path: databasePath, exists: false, problem: nil, rowCounts: [:], legacyImport: nil)
        guard FileManager.default.fileExists(atPath: databasePath) else { return health }
        health.exists = true
        do {
            try transaction { db in
                let verdict = try db.rows("PRAGMA integrity_check").map { $0.text(0) }
                if verdict != ["ok"] {
                    health.problem = .badData(
                        "\(databasePath) is damaged: \(verdict.prefix(5).joined(separator: "; "))",
                        hint: "restore a backup, or try 'sqlite3 \(databasePath) .recover'")
                }
                health.schemaVersion = try db.row("PRAGMA user_version")?.int(0)
                for table in ["candidates", "events", "sent_emails"] {
                    health.rowCounts[table] = try db.row("SELECT count(*) FROM \(table)")?.int(0) ?? 0
                }
                health.legacyImport = try db.row("SELECT value FROM store_info WHERE key = 'legacy_json_import'")?
                    .text(0)
            }
        } catch let error as AppError {
            health.problem = error
        } catch {
            health.problem = .internalError("\(error)")
        }
        return health
    }
}
