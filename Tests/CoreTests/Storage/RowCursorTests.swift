import Foundation
import InjectWorkflowCore
import Testing

/// `StoreTransaction.forEachRow` reads rows in place; what it reads must be what `rows` copies out.
@Suite("Reading rows in place")
struct RowCursorTests {
    static let query = "SELECT 7, 2.5, 'Zoë', NULL, X'41FF42', CAST(X'41FF42' AS TEXT), 1795000000.25"

    @Test func aCursorReadsWhatACopiedRowHolds() throws {
        let store = InMemoryStore()
        let (copied, read) = try store.transaction { db in
            var read: [[String]] = []
            var nested: [SQLRow] = []
            try db.forEachRow(Self.query) { row in
                // First, before the readers below: reading a column as text converts it in place (SQLite's rule).
                let whole = row.row
                #expect(row.columnCount == 7)
                #expect(row.int(0) == 7)
                #expect(row.double(1) == 2.5)
                #expect(row.isNull(3))
                #expect(!row.isNull(0))
                #expect(row.int(3) == 0)
                #expect(row.date(6) == Date(timeIntervalSince1970: 1_795_000_000.25))
                #expect(row.withUTF8(5) { Array($0) } == [0x41, 0xFF, 0x42], "stored bytes are passed on as they are")
                read.append((0..<row.columnCount).map(row.text))
                // The same query run inside the body gets a statement of its own, so the outer one keeps its row.
                nested = try db.rows(Self.query)
                #expect(whole == nested[0])
                #expect(row.int(0) == 7)
            }
            #expect(nested.count == 1)
            return (try db.rows(Self.query), read)
        }
        #expect(read == [(0..<7).map { copied[0].text($0) }])
        #expect(read[0][2] == "Zoë")
        #expect(read[0][3] == "", "NULL reads as empty text")
        #expect(read[0][5] == "A\u{FFFD}B", "text that is not UTF-8 is repaired, as SQLRow does")
    }

    @Test func whatTheBodyThrowsEndsTheQueryAndTheStatementCanRunAgain() throws {
        struct Stop: Error {}
        let store = InMemoryStore()
        let seen = try store.transaction { db in
            for name in ["a", "b", "c"] {
                try db.execute("INSERT INTO settings(key, value) VALUES (?, ?)", [.text(name), .text(name)])
            }
            var seen: [String] = []
            #expect(throws: Stop.self) {
                try db.forEachRow("SELECT key FROM settings ORDER BY key") { row in
                    seen.append(row.text(0))
                    if seen.count == 2 { throw Stop() }
                }
            }
            // The same statement (kept prepared) starts again from its first row.
            try db.forEachRow("SELECT key FROM settings ORDER BY key") { row in seen.append(row.text(0)) }
            return seen
        }
        #expect(seen == ["a", "b", "a", "b", "c"])
    }

    @Test func aBadQueryIsAnAppErrorNamingTheDatabase() throws {
        let store = InMemoryStore()
        #expect(throws: AppError.self) {
            try store.transaction { db in try db.forEachRow("SELECT nothing FROM nowhere") { _ in } }
        }
    }
}
