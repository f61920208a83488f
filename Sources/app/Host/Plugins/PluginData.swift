import InjectWorkflowCore

/// A plugin's tables in the store: created and migrated when it is installed or upgraded, dropped on
/// `plugins remove --purge`, and held to the plugin's own names (``SchemaOwnership``).
///
/// The version is one `store_info` row per plugin (`plugin_schema.scorecards`), written in the same transaction
/// as the migrations, so a failed migration leaves the store as it was.
///
/// ```swift
/// try PluginData.migrate(ScorecardsModule(), in: store)   // (from: 0, to: 1)
/// ```
enum PluginData {
    /// The `store_info` key of `feature`'s schema version.
    static func versionKey(_ feature: String) -> String { "plugin_schema." + feature }

    /// Checks every statement of `module`'s schema, then applies the missing migrations in one transaction.
    /// Returns the version before and after.
    @discardableResult
    static func migrate(_ module: any FeatureModule, in store: Store) throws -> (from: Int, to: Int) {
        guard let schema = module.schema else { return (0, 0) }
        try checkOwnership(schema, of: module.name)
        return try store.transaction { db in
            let key = versionKey(module.name)
            let stored = try db.row("SELECT value FROM store_info WHERE key = ?", [.text(key)])?.text(0)
            let current = stored.flatMap { Int($0) } ?? 0
            guard current <= schema.version else {
                throw PluginDataError.newerData(feature: module.name, stored: current, plugin: schema.version).appError
            }
            for migration in schema.migrations.dropFirst(current) {
                for statement in migration { try db.execute(statement) }
            }
            try db.execute(
                "INSERT INTO store_info(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                [.text(key), .text(String(schema.version))])
            return (current, schema.version)
        }
    }

    /// Refuses a schema whose statements write a table or index that is not `feature`'s, or that lists such a
    /// table as its own.
    static func checkOwnership(_ schema: FeatureSchema, of feature: String) throws(AppError) {
        for (index, migration) in schema.migrations.enumerated() {
            for statement in migration {
                let foreign = SchemaOwnership.foreignWrites(in: statement, owner: feature)
                if !foreign.isEmpty {
                    throw PluginDataError.foreignTable(feature: feature, version: index + 1, names: foreign).appError
                }
            }
        }
        let prefix = SchemaOwnership.prefix(of: feature)
        if let table = schema.tables.first(where: { !$0.lowercased().hasPrefix(prefix) || $0.contains(".") }) {
            throw PluginDataError.foreignTable(feature: feature, version: 0, names: [table]).appError
        }
    }

    /// Drops `feature`'s tables (as recorded at install) and forgets its schema version, in one transaction.
    static func purge(_ entry: InstalledPlugins.Entry, session: Session) throws {
        let store = try session.makeContainer(only: []).resolve(Store.self)
        let prefix = SchemaOwnership.prefix(of: entry.name)
        try store.transaction { db in
            for table in (entry.tables ?? []).reversed() where table.lowercased().hasPrefix(prefix) {
                try db.execute("DROP TABLE IF EXISTS \"\(table.replacingOccurrences(of: "\"", with: "\"\""))\"")
            }
            try db.execute("DELETE FROM store_info WHERE key = ?", [.text(versionKey(entry.name))])
        }
    }
}

/// What goes wrong with a plugin's data.
enum PluginDataError {
    case newerData(feature: String, stored: Int, plugin: Int)
    case foreignTable(feature: String, version: Int, names: [String])

    var appError: AppError {
        switch self {
        case .newerData(let feature, let stored, let plugin):
            return .badData(
                "the store holds version \(stored) of plugin '\(feature)''s tables, newer than this build's "
                    + "version \(plugin); nothing was changed",
                hint: "install the newer build of the plugin again, or remove it with "
                    + "'inject-workflow plugins remove \(feature) --purge' to start its data afresh")
        case .foreignTable(let feature, let version, let names):
            let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
            let whereText = version == 0 ? "its list of tables" : "its schema version \(version)"
            return .badData(
                "plugin '\(feature)' was refused: \(whereText) writes \(quoted), which is not its own; a plugin may "
                    + "only create or change tables and indexes named '\(SchemaOwnership.prefix(of: feature))…'",
                hint: "rename them in the plugin's FeatureSchema, rebuild and install it again; nothing was changed")
        }
    }
}
