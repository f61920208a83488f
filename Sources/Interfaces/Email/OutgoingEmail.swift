import Foundation

/// A complete message handed to a ``Mailer``: everything an RFC 5322 message needs, nothing encoded yet.
///
/// ```swift
/// let location = try mailer.deliver(OutgoingEmail(
///     messageID: "d1.20261122T100000Z@workflow.invalid", date: clock.now(),
///     from: Mailbox(name: "Recruiting", address: "jobs@example.com"), to: ada.mailbox,
///     subject: "Hello", body: "Hi Ada", fileName: "d1"))
/// ```
public struct OutgoingEmail: Codable, Hashable, Sendable {
    /// The globally unique id, without angle brackets (`d1.20261122T100000Z@workflow.invalid`).
    public var messageID: String
    /// The `Date:` of the message.
    public var date: Date
    /// The sender.
    public var from: Mailbox
    /// The recipient.
    public var to: Mailbox
    /// Who else receives a copy, openly (`Cc:`); empty for most messages.
    public var cc: [Mailbox]
    /// The subject, unencoded (the mailer encodes non-ASCII text).
    public var subject: String
    /// Plain-text body, lines separated by `\n` (the mailer converts to CRLF).
    public var body: String
    /// Files sent with the message (a calendar invitation); with any, the message is `multipart/mixed`.
    public var attachments: [EmailAttachment]
    /// A short, file-system safe name for the delivered copy (`d1` → `outbox/d1.eml`).
    public var fileName: String

    /// A message ready for a ``Mailer``.
    public init(
        messageID: String, date: Date, from: Mailbox, to: Mailbox, cc: [Mailbox] = [], subject: String, body: String,
        attachments: [EmailAttachment] = [], fileName: String
    ) {
        self.messageID = messageID
        self.date = date
        self.from = from
        self.to = to
        self.cc = cc
        self.attachments = attachments
        self.subject = subject
        self.body = body
        self.fileName = fileName
    }
}
