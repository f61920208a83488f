import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Reads the `sent_emails` table: the record of every email sent.
///
/// A struct with `@Injected`: the idiomatic form for value-type services.
struct StoredEmailHistory: EmailHistory {
    @Injected var store: Store

    func sentEmails() throws -> [SentEmail] {
        try store.transaction { db in try EmailRows.sentEmails(forCandidate: nil, in: db) }
    }

    func sentEmails(forCandidate candidateID: String) throws -> [SentEmail] {
        try store.transaction { db in try EmailRows.sentEmails(forCandidate: candidateID, in: db) }
    }
}
