import Foundation
import Inject
import InjectWorkflowCore
import Testing

@testable import InjectWorkflowApp

/// A plugin's tables: created at install, migrated in one transaction at upgrade, never downgraded.
@Suite("Plugin data")
final class PluginDataTests {
    let directory: URL
    let store: SQLiteStore

    init() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("PluginData-\(UUID().uuidString)")
        store = SQLiteStore(directory: directory)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A module whose schema is the first `versions` of `migrations`.
    struct Versioned: FeatureModule {
        var migrations: [FeatureSchema.Migration]
        var name: String { "scorecards" }
        var summary: String { "Scorecards" }
        var schema: FeatureSchema? { FeatureSchema(tables: ["scorecards_ratings"], migrations: migrations) }
        func register(in container: Container) {}
        var commands: [FeatureCommand] { [] }
    }

    static let version1: FeatureSchema.Migration = [
        "CREATE TABLE scorecards_ratings (candidate_number INTEGER NOT NULL, score INTEGER NOT NULL)"
    ]
    static let version2: FeatureSchema.Migration = [
        "ALTER TABLE scorecards_ratings ADD COLUMN note TEXT",
        "CREATE INDEX scorecards_ratings_by_candidate ON scorecards_ratings(candidate_number)",
    ]

    func storedVersion() throws -> String? {
        try store.transaction { db in
            try db.row("SELECT value FROM store_info WHERE key = 'plugin_schema.scorecards'")?.text(0)
        }
    }

    @Test func installCreatesTheTablesAndAnUpgradeAppliesOnlyWhatIsNew() throws {
        #expect(try PluginData.migrate(Versioned(migrations: [Self.version1]), in: store) == (0, 1))
        try store.transaction { db in try db.execute("INSERT INTO scorecards_ratings VALUES (1, 4)") }
        #expect(try PluginData.migrate(Versioned(migrations: [Self.version1, Self.version2]), in: store) == (1, 2))
        #expect(try storedVersion() == "2")
        let kept = try store.transaction { db in try db.rows("SELECT score, note FROM scorecards_ratings") }
        #expect(kept.map { $0.int(0) } == [4], "the upgrade kept the rows")
        #expect(try PluginData.migrate(Versioned(migrations: [Self.version1, Self.version2]), in: store) == (2, 2))
    }

    @Test func aFailingUpgradeLeavesTheStoreAsItWas() throws {
        try PluginData.migrate(Versioned(migrations: [Self.version1]), in: store)
        let broken = Versioned(migrations: [
            Self.version1, ["ALTER TABLE scorecards_ratings ADD COLUMN x TEXT", "NOT SQL"],
        ])
        #expect(throws: AppError.self) { try PluginData.migrate(broken, in: store) }
        #expect(try storedVersion() == "1")
        let columns = try store.transaction { db in
            try db.rows("SELECT name FROM pragma_table_info('scorecards_ratings')")
        }
        #expect(!columns.map { $0.text(0) }.contains("x"), "the half-applied migration was rolled back")
    }

    @Test func anOlderBuildIsRefusedOnNewerData() throws {
        try PluginData.migrate(Versioned(migrations: [Self.version1, Self.version2]), in: store)
        #expect(throws: PluginDataError.newerData(feature: "scorecards", stored: 2, plugin: 1).appError) {
            try PluginData.migrate(Versioned(migrations: [Self.version1]), in: store)
        }
    }
}
