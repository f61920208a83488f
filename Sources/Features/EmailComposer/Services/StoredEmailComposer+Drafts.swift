import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

extension StoredEmailComposer {
    func drafts(forCandidate candidateID: String?) throws -> [EmailDraft] {
        if let candidateID { _ = try directory().candidate(id: candidateID) }
        return try store().transaction { db in try EmailRows.drafts(forCandidate: candidateID, in: db) }
    }

    @discardableResult
    func discard(draftID: String) throws -> EmailDraft {
        try store().transaction { db in
            guard let draft = try EmailRows.draft(id: draftID, in: db) else {
                throw EmailError.unknownDraft(id: draftID).appError
            }
            guard draft.sentAt == nil else { throw EmailError.discardingSent(id: draftID).appError }
            try EmailRows.deleteDraft(id: draftID, in: db)
            return draft
        }
    }
}
