import Foundation

/// Copies every row of one store into another (SQLite to PostgreSQL and back), in one transaction on each side:
/// what `inject-workflow store copy --to URL` runs.
///
/// The target must hold no rows unless `replacing` says to empty it first; numbers are kept (`c7` stays `c7`),
/// and each table's sequence continues after the source's highest number ever handed out, so a number is never
/// reused on the target either. After copying, the target's row count of every table is compared with the
/// source's inside the same transaction: a difference undoes the whole copy. Files the store wrote (sent `.eml`
/// messages) stay where they are; their rows keep pointing there.
///
/// ```swift
/// let counts = try StoreCopy.copy(from: sqlite, to: postgres, replacing: false)
/// counts["candidates"]   // 1204
/// ```
public enum StoreCopy {
    /// The tables copied, parents before children, with their columns (`store_info` stays: it describes each
    /// store itself). A test holds these to the schema, so a migration that adds a column must add it here.
    static let tables: [(name: String, columns: [String], numbered: Bool)] = [
        ("candidates", ["number", "name", "email", "email_key", "role", "role_key", "stage", "added_at"], true),
        ("stage_changes", ["candidate_number", "position", "from_stage", "to_stage", "at"], false),
        (
            "drafts",
            [
                "number", "candidate_number", "template", "from_name", "from_address", "to_name", "to_address",
                "subject", "body", "created_at", "sent_at", "cc_json", "attachments_json",
            ], true
        ),
        (
            "sent_emails",
            [
                "draft_number", "candidate_number", "template", "message_id", "to_name", "to_address", "subject",
                "sent_at", "location",
            ], false
        ),
        (
            "events",
            [
                "number", "candidate_number", "start", "\"end\"", "duration_minutes", "location", "status",
                "created_at", "cancelled_at", "invitation_draft_number", "sequence",
            ], true
        ),
        ("event_interviewers", ["event_number", "position", "address", "address_key"], false),
        ("interview_slots", ["holder", "minute", "event_number"], false),
        ("settings", ["key", "value"], false),
    ]

    /// What went wrong, worded in one place.
    public enum Problem: Error {
        case targetNotEmpty(rows: Int, table: String)
        case countsDiffer(table: String, source: Int, target: Int)
    }

    /// Rows inserted per statement: few round trips to a server, well under SQLite's 32,766 parameters.
    static let rowsPerStatement = 200

    /// Copies everything and returns the number of rows of each table; throws ``Problem`` (before writing
    /// anything) for a target that holds rows when `replacing` is false.
    @discardableResult
    public static func copy(from source: any Store, to target: any Store, replacing: Bool) throws -> [String: Int] {
        try source.transaction { from in
            try target.transaction { to in
                if !replacing, let (table, rows) = try firstNonEmpty(in: to) {
                    throw Problem.targetNotEmpty(rows: rows, table: table)
                }
                // Children first, so no foreign key is in the way (candidates' cascades would do, but say it).
                for table in tables.reversed() { try to.execute("DELETE FROM \(table.name)") }
                var counts: [String: Int] = [:]
                for table in tables {
                    counts[table.name] = try copyRows(of: table.name, columns: table.columns, from: from, to: to)
                    if table.numbered {
                        let highest = max(
                            try from.engine.highestNumber(of: table.name, in: from),
                            try from.row("SELECT max(number) FROM \(table.name)")?.int(0) ?? 0)
                        try to.engine.continueNumbers(of: table.name, after: highest, in: to)
                    }
                }
                for table in tables {
                    let copied = try to.row("SELECT count(*) FROM \(table.name)")?.int(0) ?? 0
                    guard copied == counts[table.name] else {
                        throw Problem.countsDiffer(table: table.name, source: counts[table.name] ?? 0, target: copied)
                    }
                }
                return counts
            }
        }
    }

    /// The first table of the target holding rows, with how many.
    static func firstNonEmpty(in db: StoreTransaction) throws -> (String, Int)? {
        for table in tables {
            let rows = try db.row("SELECT count(*) FROM \(table.name)")?.int(0) ?? 0
            if rows > 0 { return (table.name, rows) }
        }
        return nil
    }

    private static func copyRows(
        of table: String, columns: [String], from: StoreTransaction, to: StoreTransaction
    ) throws -> Int {
        let list = columns.joined(separator: ", ")
        let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        var pending: [SQLValue] = []
        var pendingRows = 0
        var total = 0
        func flush() throws {
            guard pendingRows > 0 else { return }
            let values = Array(repeating: row, count: pendingRows).joined(separator: ", ")
            try to.execute("INSERT INTO \(table)(\(list)) VALUES \(values)", pending)
            total += pendingRows
            pending.removeAll(keepingCapacity: true)
            pendingRows = 0
        }
        try from.forEachRow("SELECT \(list) FROM \(table)") { cursor in
            for index in 0..<columns.count { pending.append(cursor.value(index)) }
            pendingRows += 1
            if pendingRows == rowsPerStatement { try flush() }
        }
        try flush()
        return total
    }
}
