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
    /// The candidate it was sent to (`c1`).
    public var candidateID: String
    /// The template the draft was rendered from.
    public var templateName: String
    /// The `Message-ID`, without angle brackets.
    public var messageID: String
    /// The recipient.
    public var to: Mailbox
    /// The subject as sent.
    public var subject: String
    /// When it was sent (from the injected `WallClock`).
    public var sentAt: Date
    /// Where the mailer put it (for the default mailer, the `.eml` file's path).
    public var location: String

    /// The draft's id.
    public var id: String { draftID }

    /// A record as stored; ``EmailComposing/send(draftID:)`` makes new ones.
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
