import Foundation
import InjectWorkflowCore
import Testing

/// The contract of `Store` (see its doc comment), run against every implementation the app ships: in memory,
/// SQLite on disk, and PostgreSQL when `INJECT_TEST_POSTGRES_URL` names a server.
@Suite("Store contract")
struct StoreContractTests {
    enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case inMemory, file, postgres
        var testDescription: String { rawValue }

        /// The kinds this machine can run: PostgreSQL only with a test server.
        static var available: [Kind] { allCases.filter { $0 != .postgres || PostgresTestServer.isConfigured } }
    }

    #if canImport(CInjectWorkflowPostgres)
        @Test(.enabled(if: PostgresTestServer.isConfigured, PostgresTestServer.skipReason))
        func thePostgresServerIsReachable() throws {
            let schema = try PostgresTestServer.Schema()
            schema.drop()
        }
    #endif

    /// A fresh store of `kind`, and a clean-up.
    struct Subject {
        var store: any Store
        var cleanUp: () -> Void

        init(_ kind: Kind) throws {
            switch kind {
            case .inMemory:
                store = InMemoryStore()
                cleanUp = {}
            case .file:
                let directory = try TemporaryDirectory()
                store = SQLiteStore(directory: directory.url)
                cleanUp = { directory.remove() }
            case .postgres:
                #if !canImport(CInjectWorkflowPostgres)
                    throw AppError("this build has no PostgreSQL client (libpq)")
                #else
                    let directory = try TemporaryDirectory()
                    let schema = try PostgresTestServer.Schema()
                    store = PostgresStore(url: schema.url, directory: directory.url)
                    cleanUp = {
                        schema.drop()
                        directory.remove()
                    }
                #endif
            }
        }
    }

    static func addCandidate(_ name: String, in db: StoreTransaction) throws -> Int {
        try db.row(
            "INSERT INTO candidates(name, email, email_key, role, role_key, stage, added_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
                + " RETURNING number",
            [
                .text(name), .text("\(name)@example.com"), .text("\(name.lowercased())@example.com"), .text("Engineer"),
                .text("engineer"), .text("applied"), .date(Date(timeIntervalSince1970: 0)),
            ])?.int(0) ?? 0
    }

    static func names(in store: any Store) throws -> [String] {
        try store.transaction { db in try db.rows("SELECT name FROM candidates ORDER BY number").map { $0.text(0) } }
    }

    @Test(arguments: Kind.available)
    func whatATransactionWritesIsKeptAndAThrowUndoesAllOfIt(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        _ = try subject.store.transaction { db in try Self.addCandidate("Ada", in: db) }
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try subject.store.transaction { db in
                _ = try Self.addCandidate("Grace", in: db)
                _ = try Self.addCandidate("Linus", in: db)
                throw Stop()
            }
        }
        #expect(try Self.names(in: subject.store) == ["Ada"])
    }

    @Test(arguments: Kind.available)
    func aNestedTransactionThatThrowsUndoesOnlyItsOwnWork(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        struct Stop: Error {}
        try subject.store.transaction { db in
            _ = try Self.addCandidate("Ada", in: db)
            _ = try? subject.store.transaction { inner in
                _ = try Self.addCandidate("Grace", in: inner)
                throw Stop()
            }
            _ = try Self.addCandidate("Linus", in: db)
        }
        #expect(try Self.names(in: subject.store) == ["Ada", "Linus"])
    }

    @Test(arguments: Kind.available)
    func valuesRoundTripExactly(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        let date = Date(timeIntervalSince1970: 1_795_000_000.25)
        let text = "Zoë 🚀 \"quoted\" 'single' \\ back\tslash"
        let rows = try subject.store.transaction { db in
            try db.execute(
                "INSERT INTO settings(key, value) VALUES ('date', ?), ('text', ?)", [.date(date), .text(text)])
            return try db.rows("SELECT value FROM settings ORDER BY key")
        }
        #expect(rows[0].date(0) == date)
        #expect(rows[1].text(0) == text)
    }

    @Test(arguments: Kind.available)
    func foreignKeysAreEnforcedAndADeletedCandidatesRowsGoWithIt(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        #expect(throws: AppError.self) {
            try subject.store.transaction { db in
                try db.execute(
                    "INSERT INTO stage_changes(candidate_number, position, to_stage, at) VALUES (99, 0, 'applied', 0)")
            }
        }
        let remaining = try subject.store.transaction { db in
            let number = try Self.addCandidate("Ada", in: db)
            try db.execute(
                "INSERT INTO stage_changes(candidate_number, position, to_stage, at) VALUES (?, 0, 'applied', 0)",
                [.integer(number)])
            try db.execute("DELETE FROM candidates WHERE number = ?", [.integer(number)])
            return try db.row("SELECT count(*) FROM stage_changes")?.int(0)
        }
        #expect(remaining == 0)
    }

    @Test(arguments: Kind.available)
    func numbersAreNeverReusedEvenAfterADelete(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        let numbers = try subject.store.transaction { db in
            let first = try Self.addCandidate("Ada", in: db)
            let second = try Self.addCandidate("Grace", in: db)
            try db.execute("DELETE FROM candidates WHERE number = ?", [.integer(second)])
            return [first, second, try Self.addCandidate("Linus", in: db)]
        }
        #expect(numbers == [1, 2, 3])
    }

    @Test(arguments: Kind.available)
    func concurrentGuardedWritesNeverLoseAnUpdate(kind: Kind) async throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        let store = subject.store
        try store.transaction { db in try db.execute("INSERT INTO settings(key, value) VALUES ('n', '0')") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<25 {
                        // The contract's guarded write: change the row only if it still holds what was read, and
                        // read again when another transaction got there first.
                        var written = false
                        while !written {
                            written = try store.transaction { db in
                                let value = try db.row("SELECT value FROM settings WHERE key = 'n'")?.int(0) ?? 0
                                try db.execute(
                                    "UPDATE settings SET value = ? WHERE key = 'n' AND value = ?",
                                    [.text("\(value + 1)"), .text("\(value)")])
                                return db.changes == 1
                            }
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let total = try store.transaction { db in try db.row("SELECT value FROM settings WHERE key = 'n'")?.int(0) }
        #expect(total == 200)
    }

    @Test(arguments: Kind.available)
    func concurrentAddsGetUniqueNumbersInCommitOrder(kind: Kind) async throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        let store = subject.store
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for index in 0..<25 {
                        _ = try store.transaction { db in try Self.addCandidate("W\(worker)x\(index)", in: db) }
                    }
                }
            }
            try await group.waitForAll()
        }
        let numbers = try store.transaction { db in
            try db.rows("SELECT number FROM candidates ORDER BY number").map { $0.int(0) }
        }
        #expect(numbers == Array(1...200))
    }

    @Test(arguments: Kind.available)
    func aWrittenFileCanBeFoundWhereTheStoreSaysItIs(kind: Kind) throws {
        let subject = try Subject(kind)
        defer { subject.cleanUp() }
        let location = try subject.store.writeFile(Data("hello".utf8), to: "outbox/d1.eml")
        #expect(location.hasSuffix("outbox/d1.eml"))
        if let memory = subject.store as? InMemoryStore {
            #expect(memory.file(at: "outbox/d1.eml") == Data("hello".utf8))
        } else {
            #expect(FileManager.default.contents(atPath: location) == Data("hello".utf8))
        }
    }
}
