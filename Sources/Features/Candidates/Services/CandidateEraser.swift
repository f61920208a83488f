import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Erases a person: the candidate with everything stored about them, and the `.eml` files sent to them.
///
/// What other features keep is reached through `Interfaces` only: the email history says where each sent
/// message was written (read before the rows go), and the events service counts the interviews. Both are
/// optional injections, so erasing works with those features disabled. Nothing depends on this struct, so
/// the optional injections add no cycle.
struct CandidateEraser {
    @Injected var candidates: CandidatesService
    @Injected var store: Store
    @Injected var emails: EmailHistory?
    @Injected var email: EmailComposing?
    @Injected var events: EventsService?

    /// What was removed, for the user to read.
    struct Erasure: Codable, Hashable, Sendable {
        var candidate: Candidate
        var stageChanges: Int
        var drafts: Int
        var sentEmails: Int
        var filesRemoved: Int
        var interviews: Int
    }

    func erase(id: String) throws -> Erasure {
        try store.transaction { db in
            let candidate = try candidates.candidate(id: id)
            let sent = try emails?.sentEmails(forCandidate: id) ?? []
            let draftCount = try email?.drafts(forCandidate: id).count ?? 0
            let interviews = try events?.events(forCandidate: id).count ?? 0
            try candidates.delete(id: id)
            db.leaveNoTraceOfDeletedRows()
            // Files last: if a row could not be deleted, the messages are still there to match it.
            for location in Set(sent.map(\.location)) {
                try store.removeFile(at: location)
            }
            return Erasure(
                candidate: candidate, stageChanges: candidate.history.count, drafts: draftCount,
                sentEmails: sent.count, filesRemoved: Set(sent.map(\.location)).count, interviews: interviews)
        }
    }
}
