import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The candidates feature's tables, `candidates` and `stage_changes` (see `StoreSchema`), and how their rows
/// become ``Candidate`` values. Every query here is served by an index, so its cost does not grow with the
/// number of candidates except where it returns them all.
enum CandidateRows {
    static let idPrefix = "c"

    /// `7` for `c7`; `nil` for anything that cannot be a candidate's id (so it is simply not found).
    static func number(of id: String) -> Int? {
        guard id.hasPrefix(idPrefix), let number = Int(id.dropFirst(idPrefix.count)), number > 0 else { return nil }
        return number
    }

    /// The condition that matches every candidate.
    static let everyone = "TRUE"

    /// The candidate with this id, or `nil`.
    static func candidate(id: String, in db: StoreTransaction) throws -> Candidate? {
        guard let number = number(of: id) else { return nil }
        return try candidates(where: "number = ?", [.integer(number)], in: db).first
    }

    /// The candidate whose address equals `email` case-insensitively, or `nil`.
    static func candidate(email: String, in db: StoreTransaction) throws -> Candidate? {
        try candidates(where: "email_key = ?", [.text(email.lowercased())], in: db).first
    }

    /// The id of the candidate whose address equals `email` case-insensitively, or `nil`: one index probe.
    static func id(ofEmail email: String, in db: StoreTransaction) throws -> String? {
        try db.row("SELECT number FROM candidates WHERE email_key = ?", [.text(email.lowercased())])
            .map { "\(idPrefix)\($0.int(0))" }
    }

    /// The candidates matching `condition` (SQL over the `candidates` columns), in the order they were added,
    /// each with its history: two queries, however many match.
    static func candidates(
        where condition: String = everyone, _ values: [SQLValue] = [], in db: StoreTransaction
    ) throws -> [Candidate] {
        var histories: [Int: [StageChange]] = [:]
        // Everyone's history is one scan of the table; only a filter needs the matching numbers looked up.
        let matching =
            condition == everyone ? "" : "WHERE candidate_number IN (SELECT number FROM candidates WHERE \(condition)) "
        try db.forEachRow(
            "SELECT candidate_number, from_stage, to_stage, at FROM stage_changes \(matching)"
                + "ORDER BY candidate_number, position", values
        ) { change in
            histories[change.int(0), default: []].append(
                StageChange(
                    from: change.isNull(1) ? nil : Stage(rawValue: change.text(1)),
                    to: Stage(rawValue: change.text(2)) ?? .applied, at: change.date(3)))
        }
        var found: [Candidate] = []
        try forEachRow(where: condition, values, in: db) { row, stage in
            let number = row.int(Column.number)
            found.append(
                Candidate(
                    id: "\(idPrefix)\(number)", name: row.text(Column.name), email: row.text(Column.email),
                    role: row.text(Column.role), stage: stage, addedAt: row.date(Column.addedAt),
                    history: histories[number] ?? []))
        }
        return found
    }

    /// Where each value is in the rows ``forEachRow(where:_:in:_:)`` reads.
    enum Column {
        static let number = 0
        static let name = 1
        static let email = 2
        static let role = 3
        static let stage = 4
        static let addedAt = 5
    }

    /// Calls `body` with the row of each candidate matching `condition`, in the order they were added, read in
    /// place (values at the ``Column`` positions), and its stage: what a listing reads, without building a
    /// ``Candidate`` for each. A stage this release does not know is refused (exit 65).
    static func forEachRow(
        where condition: String, _ values: [SQLValue], in db: StoreTransaction,
        _ body: (SQLCursor, Stage) throws -> Void
    ) throws {
        try db.forEachRow(
            "SELECT number, name, email, role, stage, added_at FROM candidates WHERE \(condition) "
                + "ORDER BY added_at, number", values
        ) { row in
            guard let stage = Stage(rawValue: row.text(Column.stage)) else {
                throw AppError.badData(
                    "candidate \(idPrefix)\(row.int(Column.number)) is stored in stage '\(row.text(Column.stage))', "
                        + "which this app does not know",
                    hint: "the database was changed by another program or a newer release; use that release")
            }
            try body(row, stage)
        }
    }

    /// The SQL condition (over the `candidates` columns) and its values for `query`'s filters.
    static func condition(for query: CandidateQuery) -> (sql: String, values: [SQLValue]) {
        var conditions: [String] = []
        var values: [SQLValue] = []
        if let stage = query.stage {
            conditions.append("stage = ?")
            values.append(.text(stage.rawValue))
        }
        if let role = query.role {
            conditions.append("role_key = ?")
            values.append(.text(role.lowercased()))
        }
        return (conditions.isEmpty ? everyone : conditions.joined(separator: " AND "), values)
    }

    /// Stores a new candidate in `stage`, with their arrival (and, for a later stage, the change from `applied`)
    /// in the history, and returns them; `nil` when a candidate with the same email (any case) is stored
    /// already. The unique index on `email_key` is the check, so it costs no lookup of its own.
    static func insertUnlessEmailTaken(
        _ new: NewCandidate, stage: Stage = .applied, at now: Date, in db: StoreTransaction
    ) throws -> Candidate? {
        let inserted = try db.row(
            "INSERT INTO candidates(name, email, email_key, role, role_key, stage, added_at) VALUES (?, ?, ?, ?, ?, ?, ?) "
                + "ON CONFLICT(email_key) DO NOTHING RETURNING number",
            [
                .text(new.name), .text(new.email), .text(new.email.lowercased()), .text(new.role),
                .text(new.role.lowercased()), .text(stage.rawValue), .date(now),
            ])
        guard let number = inserted?.int(0) else { return nil }
        var candidate = Candidate(
            id: "\(idPrefix)\(number)", name: new.name, email: new.email, role: new.role, addedAt: now)
        try appendChange(candidate.history[0], toCandidate: number, position: 0, in: db)
        if stage != .applied {
            let change = StageChange(from: .applied, to: stage, at: now)
            try appendChange(change, toCandidate: number, position: 1, in: db)
            candidate.stage = stage
            candidate.history.append(change)
        }
        return candidate
    }

    /// Records a move: the new stage, and the change at the end of the history; if the candidate is still as
    /// it was read, else throws the conflict naming what another command changed.
    static func move(_ candidate: Candidate, with change: StageChange, in db: StoreTransaction) throws {
        guard let number = number(of: candidate.id) else { return }
        let (unchanged, values) = unchanged(candidate)
        try db.execute("UPDATE candidates SET stage = ? WHERE \(unchanged)", [.text(change.to.rawValue)] + values)
        guard db.changes == 1 else { throw try conflict(candidate, in: db) }
        try appendChange(change, toCandidate: number, position: candidate.history.count, in: db)
    }

    private static func appendChange(
        _ change: StageChange, toCandidate number: Int, position: Int, in db: StoreTransaction
    ) throws {
        try db.execute(
            "INSERT INTO stage_changes(candidate_number, position, from_stage, to_stage, at) VALUES (?, ?, ?, ?, ?)",
            [
                .integer(number), .integer(position), .optionalText(change.from?.rawValue), .text(change.to.rawValue),
                .date(change.at),
            ])
    }
}
