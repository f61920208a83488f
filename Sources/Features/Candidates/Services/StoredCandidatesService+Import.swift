import InjectWorkflowCore
import InjectWorkflowInterfaces

extension StoredCandidatesService {
    /// Checks and stores every row in one pass: each row is validated as ``add(_:)`` validates, its email is
    /// compared with the earlier rows' through one dictionary, and it is inserted with one prepared statement
    /// whose unique index on `email_key` is the check against stored candidates. Nothing is looked up per row
    /// (the stored row is read only to name it in a refusal), so 100,000 rows cost 100,000 inserts.
    ///
    /// All rows or none: after the first refused row the others are still checked (and inserted, to be told
    /// apart from stored candidates), then the whole transaction is undone by the thrown error.
    @discardableResult
    func importCandidates(_ rows: [CandidateImportRow], from source: String) throws -> [Candidate] {
        let now = clock.now()
        return try store.transaction { db in
            var problems: [String] = []
            var lineOfEmail: [String: Int] = [:]  // lowercased email → the first line that has it
            lineOfEmail.reserveCapacity(rows.count)
            var added: [Candidate] = []
            added.reserveCapacity(rows.count)
            for row in rows {
                let fields: NewCandidate
                do throws(AppError) {
                    fields = try Self.validated(row.candidate)
                } catch {
                    problems.append("line \(row.line): \(error.message)")
                    continue
                }
                let key = fields.email.lowercased()
                if let earlier = lineOfEmail[key] {
                    problems.append("line \(row.line): the email '\(fields.email)' is also on line \(earlier)")
                    continue
                }
                lineOfEmail[key] = row.line
                guard
                    let candidate = try CandidateRows.insertUnlessEmailTaken(fields, stage: row.stage, at: now, in: db)
                else {
                    problems.append("line \(row.line): \(try Self.duplicateEmail(fields.email, in: db).message)")
                    continue
                }
                added.append(candidate)
            }
            try CandidateImport.refuse(problems, file: source)
            return added
        }
    }
}
