import InjectWorkflowCore
import Testing

@testable import InjectWorkflowApp

/// A plugin's migrations may write only its own tables and indexes (`scorecards_…`).
@Suite("Schema ownership")
struct SchemaOwnershipTests {
    @Test(arguments: [
        "CREATE TABLE scorecards_ratings (candidate_number INTEGER REFERENCES candidates(number) ON DELETE CASCADE)",
        "CREATE INDEX IF NOT EXISTS scorecards_by_candidate ON scorecards_ratings(candidate_number)",
        "ALTER TABLE scorecards_ratings ADD COLUMN note TEXT",
        "INSERT INTO scorecards_ratings SELECT number, 'x' FROM candidates",
        "UPDATE scorecards_ratings SET note = 'DROP TABLE candidates' WHERE 1",
        "DELETE FROM scorecards_ratings WHERE candidate_number NOT IN (SELECT number FROM candidates)",
        "CREATE TABLE \"scorecards_quoted\" (x TEXT) -- DROP TABLE candidates",
        "DROP TABLE IF EXISTS scorecards_old /* ALTER TABLE events */",
    ])
    func ownTablesPass(statement: String) {
        #expect(SchemaOwnership.foreignWrites(in: statement, owner: "scorecards") == [])
    }

    @Test(arguments: [
        ("ALTER TABLE candidates ADD COLUMN score INTEGER", ["candidates"]),
        ("CREATE INDEX scorecards_by_stage ON candidates(stage)", ["candidates"]),
        ("CREATE UNIQUE INDEX events_extra ON scorecards_ratings(x)", ["events_extra"]),
        ("DROP TABLE events", ["events"]),
        ("INSERT OR REPLACE INTO settings(key, value) VALUES ('a', 'b')", ["settings"]),
        ("UPDATE OR IGNORE candidates SET stage = 'hired'", ["candidates"]),
        ("DELETE FROM drafts", ["drafts"]),
        ("CREATE TABLE main.scorecards_x (y TEXT)", ["main.scorecards_x"]),
        ("CREATE TRIGGER scorecards_t AFTER INSERT ON events BEGIN SELECT 1; END", ["events"]),
        ("create table store_info_copy (k text)", ["store_info_copy"]),
    ])
    func othersTablesAreNamed(statement: String, foreign: [String]) {
        #expect(SchemaOwnership.foreignWrites(in: statement, owner: "scorecards") == foreign)
    }

    @Test func aHyphenatedFeatureOwnsUnderscoredNames() {
        #expect(SchemaOwnership.prefix(of: "ats-sync") == "ats_sync_")
        #expect(SchemaOwnership.foreignWrites(in: "CREATE TABLE ats_sync_jobs (id TEXT)", owner: "ats-sync") == [])
    }

    @Test func aMigrationWritingAnotherFeaturesTableIsRefused() {
        let schema = FeatureSchema(
            tables: ["scorecards_a"], migrations: [["CREATE TABLE scorecards_a (x TEXT)", "DROP TABLE candidates"]])
        #expect(throws: PluginDataError.foreignTable(feature: "scorecards", version: 1, names: ["candidates"]).appError)
        {
            try PluginData.checkOwnership(schema, of: "scorecards")
        }
        #expect(
            PluginDataError.foreignTable(feature: "scorecards", version: 1, names: ["candidates"]).appError.message
                == "plugin 'scorecards' was refused: its schema version 1 writes 'candidates', which is not its own; "
                + "a plugin may only create or change tables and indexes named 'scorecards_…'")
    }

    @Test func aListedTableThatIsNotItsOwnIsRefused() {
        let schema = FeatureSchema(tables: ["candidates"], migrations: [])
        #expect(throws: PluginDataError.foreignTable(feature: "scorecards", version: 0, names: ["candidates"]).appError)
        {
            try PluginData.checkOwnership(schema, of: "scorecards")
        }
    }
}
