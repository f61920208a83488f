import InjectWorkflowCore
import InjectWorkflowInterfaces

extension CandidateRows {
    /// Replaces a candidate's name, email and role (and their lookup keys), if they are still as `candidate` was
    /// read; `false` when another command changed them meanwhile.
    static func update(_ candidate: Candidate, to fields: NewCandidate, in db: StoreTransaction) throws -> Bool {
        let (unchanged, values) = unchanged(candidate)
        try db.execute(
            "UPDATE candidates SET name = ?, email = ?, email_key = ?, role = ?, role_key = ? WHERE \(unchanged)",
            [
                .text(fields.name), .text(fields.email), .text(fields.email.lowercased()), .text(fields.role),
                .text(fields.role.lowercased()),
            ] + values)
        return db.changes == 1
    }

    /// Deletes a candidate, if still as `candidate` was read; the schema's cascades remove every row that names
    /// them. `false` when another command changed them meanwhile.
    static func delete(_ candidate: Candidate, in db: StoreTransaction) throws -> Bool {
        let (unchanged, values) = unchanged(candidate)
        try db.execute("DELETE FROM candidates WHERE \(unchanged)", values)
        return db.changes == 1
    }

    /// The condition (over `candidates`) that holds while the candidate is as `candidate` was read: the guard of
    /// every write that read them first. On a server, what a command read before its first write may have
    /// changed since (see `Store`); the guarded write then changes nothing, and the caller reports a conflict.
    static func unchanged(_ candidate: Candidate) -> (sql: String, values: [SQLValue]) {
        let number = number(of: candidate.id) ?? 0
        return (
            "number = ? AND name = ? AND email = ? AND role = ? AND stage = ? "
                + "AND (SELECT count(*) FROM stage_changes WHERE candidate_number = ?) = ?",
            [
                .integer(number), .text(candidate.name), .text(candidate.email), .text(candidate.role),
                .text(candidate.stage.rawValue), .integer(number), .integer(candidate.history.count),
            ]
        )
    }

    /// How the stored candidate differs from `read`, for the conflict message: `stage screening → interview`;
    /// empty when they are gone.
    static func differences(from read: Candidate, in db: StoreTransaction) throws -> [String] {
        guard let now = try candidate(id: read.id, in: db) else { return [] }
        var changes: [String] = []
        if now.name != read.name { changes.append("name '\(read.name)' → '\(now.name)'") }
        if now.email != read.email { changes.append("email \(read.email) → \(now.email)") }
        if now.role != read.role { changes.append("role '\(read.role)' → '\(now.role)'") }
        if now.stage != read.stage { changes.append("stage \(read.stage.rawValue) → \(now.stage.rawValue)") }
        if changes.isEmpty, now.history.count != read.history.count {
            let moves = now.history.dropFirst(read.history.count).map {
                "\($0.from?.rawValue ?? "?") → \($0.to.rawValue)"
            }
            changes.append("moved \(moves.joined(separator: ", "))")
        }
        return changes.isEmpty ? ["changed and changed back"] : changes
    }

    /// The conflict error for `read`, naming what changed.
    static func conflict(_ read: Candidate, in db: StoreTransaction) throws -> AppError {
        CandidatesError.changedMeanwhile(id: read.id, name: read.name, changes: try differences(from: read, in: db))
            .appError
    }
}
