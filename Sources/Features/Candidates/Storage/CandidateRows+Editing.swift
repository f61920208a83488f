import InjectWorkflowCore
import InjectWorkflowInterfaces

extension CandidateRows {
    /// Replaces a candidate's name, email and role (and their lookup keys).
    static func update(_ id: String, to fields: NewCandidate, in db: StoreTransaction) throws {
        guard let number = number(of: id) else { return }
        try db.execute(
            "UPDATE candidates SET name = ?, email = ?, email_key = ?, role = ?, role_key = ? WHERE number = ?",
            [
                .text(fields.name), .text(fields.email), .text(fields.email.lowercased()), .text(fields.role),
                .text(fields.role.lowercased()), .integer(number),
            ])
    }

    /// Deletes a candidate; the schema's cascades remove every row that names them.
    static func delete(_ id: String, in db: StoreTransaction) throws {
        guard let number = number(of: id) else { return }
        try db.execute("DELETE FROM candidates WHERE number = ?", [.integer(number)])
    }
}
