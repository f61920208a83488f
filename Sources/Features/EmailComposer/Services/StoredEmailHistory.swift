import Core
import Inject
import Interfaces

/// Reads the `outbox` document: the record of every email sent.
///
/// A struct with `@Injected`: the idiomatic form for value-type services.
struct StoredEmailHistory: EmailHistory {
    static let documentName = "outbox"

    @Injected var store: DocumentStore

    func sentEmails() throws -> [SentEmail] {
        try store.load([SentEmail].self, from: Self.documentName) ?? []
    }

    func sentEmails(forCandidate candidateID: String) throws -> [SentEmail] {
        try sentEmails().filter { $0.candidateID == candidateID }
    }
}
