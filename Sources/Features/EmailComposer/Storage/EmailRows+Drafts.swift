import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

extension EmailRows {
    /// Every draft (of one candidate when given), by id.
    static func drafts(forCandidate candidateID: String?, in db: StoreTransaction) throws -> [EmailDraft] {
        var condition = "TRUE"
        var values: [SQLValue] = []
        if let candidateID {
            guard candidateID.hasPrefix("c"), let number = Int(candidateID.dropFirst()) else { return [] }
            condition = "candidate_number = ?"
            values = [.integer(number)]
        }
        return try db.rows("SELECT number FROM drafts WHERE \(condition) ORDER BY number", values).compactMap { row in
            try draft(id: "\(draftPrefix)\(row.int(0))", in: db)
        }
    }

    /// Deletes a draft's row.
    static func deleteDraft(id: String, in db: StoreTransaction) throws {
        guard let number = number(ofDraft: id) else { return }
        try db.execute("DELETE FROM drafts WHERE number = ?", [.integer(number)])
    }
}
