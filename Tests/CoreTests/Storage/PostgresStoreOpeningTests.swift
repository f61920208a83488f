import Foundation
import Testing

@testable import InjectWorkflowCore

#if canImport(CInjectWorkflowPostgres)
    /// What a ``PostgresStore`` does when it opens and within a transaction, beyond the store contract: it
    /// recognises an empty database, its own, another program's and a newer release's in as few round trips as
    /// it can, and a writer keeps its turn however its savepoints end.
    @Suite(.enabled(if: PostgresTestServer.isConfigured, PostgresTestServer.skipReason))
    struct PostgresStoreOpeningTests {
        /// A store in a fresh schema of the test server, and a clean-up.
        struct Subject {
            let schema: PostgresTestServer.Schema
            let directory: TemporaryDirectory
            let store: PostgresStore

            init() throws {
                schema = try PostgresTestServer.Schema()
                directory = try TemporaryDirectory()
                store = PostgresStore(url: schema.url, directory: directory.url)
            }

            func remove() {
                schema.drop()
                directory.remove()
            }

            func tables() throws -> [String] {
                try schema.rows("SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1")
                    .map { $0.text(0) }
            }
        }

        @Test func anEmptySchemaIsMigratedAndOpenedAgainWithoutChange() throws {
            let subject = try Subject()
            defer { subject.remove() }
            #expect(try subject.store.transaction { db in try db.row("SELECT count(*) FROM candidates")?.int(0) } == 0)
            let version = try subject.schema.rows("SELECT value FROM store_info WHERE key = 'schema_version'")
            #expect(version.map { $0.text(0) } == [String(StoreSchema.version)])
            // A second process (a new store) finds its own database at the current version and uses it.
            let again = PostgresStore(url: subject.schema.url, directory: subject.directory.url)
            #expect(try again.transaction { db in try db.row("SELECT count(*) FROM store_info")?.int(0) } == 2)
        }

        @Test func anotherProgramsTablesAreRefusedAndLeftAlone() throws {
            let subject = try Subject()
            defer { subject.remove() }
            try subject.schema.execute("CREATE TABLE invoices (id INTEGER)")
            #expect {
                try subject.store.transaction { db in try db.execute("SELECT 1") }
            } throws: { error in
                "\(error)".contains("holds 1 tables of another program and none of inject-workflow's")
            }
            #expect(try subject.tables() == ["invoices"])
        }

        @Test func aStoreInfoTableThatIsNotTheAppsIsAnotherProgramsToo() throws {
            let subject = try Subject()
            defer { subject.remove() }
            try subject.schema.execute("CREATE TABLE store_info (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            #expect {
                try subject.store.transaction { db in try db.execute("SELECT 1") }
            } throws: { error in
                "\(error)".contains("holds 1 tables of another program")
            }
            #expect(try subject.tables() == ["store_info"])
        }

        @Test func aNewerReleasesDatabaseIsRefused() throws {
            let subject = try Subject()
            defer { subject.remove() }
            try subject.store.transaction { db in try db.execute("DELETE FROM settings") }
            try subject.schema.execute(
                "UPDATE store_info SET value = '\(StoreSchema.version + 1)' WHERE key = 'schema_version'")
            let reopened = PostgresStore(url: subject.schema.url, directory: subject.directory.url)
            #expect {
                try reopened.transaction { db in try db.execute("SELECT 1") }
            } throws: { error in
                "\(error)".contains("was written by a newer release of 'inject-workflow'")
            }
        }

        /// Advisory locks taken inside a savepoint go when it is rolled back: the writer lock is taken before
        /// any savepoint, so a refused nested write (a duplicate add) never lets the rest of the command write
        /// without its turn.
        @Test func aWriterKeepsItsTurnAfterANestedWriteIsRolledBack() throws {
            let subject = try Subject()
            defer { subject.remove() }
            let held = try subject.store.transaction { db in
                _ = try db.rows("SELECT count(*) FROM candidates")
                try? subject.store.transaction { nested in
                    try nested.execute("INSERT INTO settings(key, value) VALUES ('a', '1')")
                    throw AppError("refused")
                }
                try db.execute("INSERT INTO settings(key, value) VALUES ('b', '2')")
                return try db.row(
                    "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND granted")?
                    .int(0)
            }
            #expect(held == 1)
            #expect(try subject.schema.rows("SELECT key FROM settings ORDER BY key").map { $0.text(0) } == ["b"])
        }

        /// Savepoints and their ends travel with the next statement or with COMMIT: a statement the server refused
        /// inside a nested transaction (which aborts everything after it until the savepoint is rolled back) still
        /// leaves the outer one usable, at every depth, and what the nested ones kept is committed.
        @Test func savepointsSentLateStillUndoExactlyTheirOwnWork() throws {
            let subject = try Subject()
            defer { subject.remove() }
            try subject.store.transaction { db in
                try db.execute("INSERT INTO settings(key, value) VALUES ('a', '1')")
                try subject.store.transaction { middle in
                    try middle.execute("INSERT INTO settings(key, value) VALUES ('b', '2')")
                    try? subject.store.transaction { inner in
                        try inner.execute("INSERT INTO settings(key, value) VALUES ('a', 'duplicate')")
                    }
                    try subject.store.transaction { _ in }  // opens and ends with nothing run under it
                    try middle.execute("INSERT INTO settings(key, value) VALUES ('c', '3')")
                }
                try? subject.store.transaction { inner in
                    try inner.execute("INSERT INTO settings(key, value) VALUES ('d', '4')")
                    throw AppError("refused")
                }
                try db.execute("INSERT INTO settings(key, value) VALUES ('e', '5')")
            }
            let kept = try subject.schema.rows("SELECT key || '=' || value FROM settings ORDER BY key")
            #expect(kept.map { $0.text(0) } == ["a=1", "b=2", "c=3", "e=5"])
        }

        /// The reads before a transaction's first write see one snapshot, as an SQLite read transaction does,
        /// whatever commits meanwhile; its first write then sees everything committed before it. At READ COMMITTED
        /// a candidate's history and row, read by two statements, once disagreed (a move committed between them).
        @Test func readsBeforeTheFirstWriteSeeOneSnapshotAndTheWriteSeesTheLatest() throws {
            let subject = try Subject()
            defer { subject.remove() }
            try subject.store.transaction { db in try db.execute("INSERT INTO settings(key, value) VALUES ('a', '1')") }
            let (before, during, afterWriting) = try subject.store.transaction { db in
                let before = try db.row("SELECT count(*) FROM settings")?.int(0)
                try subject.schema.execute("INSERT INTO settings(key, value) VALUES ('b', '2')")  // another command
                let during = try db.row("SELECT count(*) FROM settings")?.int(0)
                try db.execute("INSERT INTO settings(key, value) VALUES ('c', '3')")
                return (before, during, try db.row("SELECT count(*) FROM settings")?.int(0))
            }
            #expect(before == 1)
            #expect(during == 1, "the second read sees the first one's snapshot")
            #expect(afterWriting == 3, "the write sees what was committed meanwhile, and its own row")
            #expect {
                try subject.store.transaction { db in
                    _ = try db.rows("SELECT count(*) FROM settings")
                    try db.execute("INSERT INTO settings(key, value) VALUES ('x', '1')")
                    try subject.store.transaction { nested in
                        try nested.execute("INSERT INTO settings(key, value) VALUES ('y', '2')")
                    }
                    throw AppError("the command failed after writing")
                }
            } throws: { error in "\(error)".contains("the command failed after writing") }
            #expect(try subject.schema.rows("SELECT count(*) FROM settings")[0].int(0) == 3, "all or nothing")
        }
    }
#endif
