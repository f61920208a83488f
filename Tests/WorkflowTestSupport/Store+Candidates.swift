import InjectWorkflowCore
import InjectWorkflowInterfaces

extension Store {
    /// Puts rows for `candidates` into the `candidates` table, so a feature tested with a ``FakeDirectory``
    /// can store rows that refer to them (the schema's foreign keys insist that a candidate exists).
    ///
    /// ```swift
    /// let store = InMemoryStore()
    /// try store.seed(candidates: [ada, grace])
    /// ```
    public func seed(candidates: [Candidate]) throws {
        try transaction { db in
            for candidate in candidates {
                guard let number = Int(candidate.id.dropFirst()) else { continue }
                try db.execute(
                    "INSERT INTO candidates(number, name, email, email_key, role, role_key, stage, added_at)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        .integer(number), .text(candidate.name), .text(candidate.email),
                        .text(candidate.email.lowercased()), .text(candidate.role), .text(candidate.role.lowercased()),
                        .text(candidate.stage.rawValue), .date(candidate.addedAt),
                    ])
            }
        }
    }
}
