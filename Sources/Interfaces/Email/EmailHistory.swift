/// Read access to what was sent: the outbox listing and the emails in a candidate's timeline.
///
/// Registered by the email feature. Other features inject it optionally (`@Injected var emails: EmailHistory?`)
/// so they keep working when email is disabled.
///
/// ```swift
/// let sentToAda = try history.sentEmails(forCandidate: "c1")
/// ```
public protocol EmailHistory: Sendable {
    /// Every email sent, oldest first.
    func sentEmails() throws -> [SentEmail]
    /// The emails sent to one candidate, oldest first.
    func sentEmails(forCandidate candidateID: String) throws -> [SentEmail]
}
