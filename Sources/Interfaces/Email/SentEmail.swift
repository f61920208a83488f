import Foundation

/// The record of an email that was sent: what the outbox and the candidate timeline show.
///
/// ```swift
/// let sent = try composer.send(draftID: "d1")
/// print(sent.location)   // /home/me/.local/share/workflow/outbox/d1.eml
/// ```
public struct SentEmail: Codable, Hashable, Sendable, Identifiable {
    /// The draft that was sent (`d1`); a draft is sent at most once, so this is also the email's id.
    public var draftID: String
    public var candidateID: String
    public var templateName: String
    /// The `Message-ID`, without angle brackets.
    public var messageID: String
    public var to: Mailbox
    public var subject: String
    public var sentAt: Date
    /// Where the mailer put it (for the default mailer, the `.eml` file's path).
    public var location: String

    public var id: String { draftID }

    public init(
        draftID: String, candidateID: String, templateName: String, messageID: String, to: Mailbox,
        subject: String, sentAt: Date, location: String
    ) {
        self.draftID = draftID
        self.candidateID = candidateID
        self.templateName = templateName
        self.messageID = messageID
        self.to = to
        self.subject = subject
        self.sentAt = sentAt
        self.location = location
    }
}
