import Foundation
import Testing

@testable import InjectWorkflowCore

/// `StoreCopy`: a whole store into another, SQLite to PostgreSQL and back, numbers kept and never reused.
@Suite("Copying a store")
struct StoreCopyTests {
    typealias Kind = StoreContractTests.Kind
    typealias Subject = StoreContractTests.Subject

    /// Every pair of engines this machine can run, in both directions.
    static var pairs: [(Kind, Kind)] {
        let kinds = Kind.available.filter { $0 != .inMemory } + [.inMemory]
        return kinds.flatMap { source in kinds.filter { $0 != source || source != .inMemory }.map { (source, $0) } }
    }

    /// Ada (moved), a deleted candidate, Grace; an interview holding its minutes; a draft sent; a setting.
    static func fill(_ store: any Store) throws {
        try store.transaction { db in
            let ada = try StoreContractTests.addCandidate("Ada", in: db)
            let gone = try StoreContractTests.addCandidate("Gone", in: db)
            _ = try StoreContractTests.addCandidate("Grace", in: db)
            try db.execute("DELETE FROM candidates WHERE number = ?", [.integer(gone)])
            try db.execute(
                "INSERT INTO stage_changes(candidate_number, position, from_stage, to_stage, at) VALUES (?, 0, NULL, "
                    + "'applied', 0.5)", [.integer(ada)])
            let event = try db.row(
                "INSERT INTO events(candidate_number, start, \"end\", duration_minutes, location, status, created_at)"
                    + " VALUES (?, 600, 1200, 10, 'Room 4', 'scheduled', 0) RETURNING number", [.integer(ada)])?.int(0)
            try db.execute(
                "INSERT INTO interview_slots(holder, minute, event_number) VALUES ('#c1', 10, ?), ('#c1', 11, ?)",
                [.optionalInteger(event), .optionalInteger(event)])
            try db.execute("INSERT INTO settings(key, value) VALUES ('email.sender.address', 'jobs@acme.example')")
        }
    }

    static func snapshot(_ store: any Store) throws -> [String: [SQLRow]] {
        try store.transaction { db in
            var tables: [String: [SQLRow]] = [:]
            for table in StoreCopy.tables {
                tables[table.name] = try db.rows(
                    "SELECT \(table.columns.joined(separator: ", ")) FROM \(table.name) ORDER BY "
                        + table.columns.prefix(2).joined(separator: ", "))
            }
            return tables
        }
    }

    @Test(arguments: pairs)
    func everyRowArrivesAsItWasAndNumbersContinueAfterTheHighestEverUsed(source: Kind, target: Kind) throws {
        let from = try Subject(source)
        defer { from.cleanUp() }
        let to = try Subject(target)
        defer { to.cleanUp() }
        try Self.fill(from.store)
        let counts = try StoreCopy.copy(from: from.store, to: to.store, replacing: false)
        #expect(counts["candidates"] == 2)
        #expect(counts["interview_slots"] == 2)
        #expect(try Self.snapshot(to.store) == Self.snapshot(from.store))
        // The deleted c2 is never handed out again, on the target either.
        let next = try to.store.transaction { db in try StoreContractTests.addCandidate("Linus", in: db) }
        #expect(next == 4)
    }

    @Test(arguments: pairs)
    func aTargetThatHoldsRowsIsRefusedUntouchedUnlessReplacing(source: Kind, target: Kind) throws {
        let from = try Subject(source)
        defer { from.cleanUp() }
        let to = try Subject(target)
        defer { to.cleanUp() }
        try Self.fill(from.store)
        _ = try to.store.transaction { db in try StoreContractTests.addCandidate("Mine", in: db) }
        #expect {
            try StoreCopy.copy(from: from.store, to: to.store, replacing: false)
        } throws: { error in
            guard case .targetNotEmpty(let rows, let table) = error as? StoreCopy.Problem else { return false }
            return rows == 1 && table == "candidates"
        }
        #expect(try StoreContractTests.names(in: to.store) == ["Mine"])
        try StoreCopy.copy(from: from.store, to: to.store, replacing: true)
        #expect(try StoreContractTests.names(in: to.store) == ["Ada", "Grace"])
    }

    @Test func theCopiedColumnsAreExactlyTheSchemasColumns() throws {
        let store = InMemoryStore()
        let schema = try store.transaction { db in
            try StoreCopy.tables.map { table in
                try db.rows("SELECT name FROM pragma_table_info(?)", [.text(table.name)]).map { $0.text(0) }
            }
        }
        #expect(schema == StoreCopy.tables.map { $0.columns.map { $0.replacingOccurrences(of: "\"", with: "") } })
        let all = try store.transaction { db in
            try db.rows(
                "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
            .map { $0.text(0) }
        }
        #expect(Set(all) == Set(StoreCopy.tables.map(\.name) + ["store_info"]), "a new table must be copied too")
    }

    #if canImport(CInjectWorkflowPostgres)
        @Test func thePostgresSchemaHasAsManyMigrationsAsSQLites() {
            #expect(PostgresSchema.migrations.count == StoreSchema.migrations.count)
        }
    #endif
}
