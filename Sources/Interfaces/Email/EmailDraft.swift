import Foundation

/// A rendered email waiting to be sent: placeholders are already filled in.
///
/// Draft ids are `d1`, `d2`, … in order of composition.
///
/// ```swift
/// let draft = try composer.compose(template: "application-received", candidateID: "c1", context: [:])
/// print(draft.subject)
/// try composer.send(draftID: draft.id)
/// ```
public struct EmailDraft: Codable, Hashable, Sendable, Identifiable {
    /// The draft's id (`d1`).
    public var id: String
    /// The candidate the email is for.
    public var candidateID: String
    /// The template it was rendered from.
    public var templateName: String
    /// The sender.
    public var from: Mailbox
    /// The candidate, as a recipient.
    public var to: Mailbox
    /// The rendered subject.
    public var subject: String
    /// The rendered body, lines separated by `\n`.
    public var body: String
    /// Who receives a copy (`Cc:`), e.g. the interviewers of an invitation.
    public var cc: [Mailbox]
    /// Files sent with it, e.g. the calendar part of an invitation.
    public var attachments: [EmailAttachment]
    /// When it was composed.
    public var createdAt: Date
    /// When it was sent, or `nil` while it is still a draft.
    public var sentAt: Date?

    /// A draft as stored; ``EmailComposing/compose(template:candidateID:context:)`` makes new ones.
    public init(
        id: String, candidateID: String, templateName: String, from: Mailbox, to: Mailbox, subject: String,
        body: String, cc: [Mailbox] = [], attachments: [EmailAttachment] = [], createdAt: Date, sentAt: Date? = nil
    ) {
        self.cc = cc
        self.attachments = attachments
        self.id = id
        self.candidateID = candidateID
        self.templateName = templateName
        self.from = from
        self.to = to
        self.subject = subject
        self.body = body
        self.createdAt = createdAt
        self.sentAt = sentAt
    }

    private enum CodingKeys: String, CodingKey {
        case id, candidateID, templateName, from, to, subject, body, cc, attachments, createdAt, sentAt
    }

    /// Decodes a draft; `cc` and `attachments` are absent from drafts saved by earlier releases.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(String.self, forKey: .id)
        candidateID = try values.decode(String.self, forKey: .candidateID)
        templateName = try values.decode(String.self, forKey: .templateName)
        from = try values.decode(Mailbox.self, forKey: .from)
        to = try values.decode(Mailbox.self, forKey: .to)
        subject = try values.decode(String.self, forKey: .subject)
        body = try values.decode(String.self, forKey: .body)
        cc = try values.decodeIfPresent([Mailbox].self, forKey: .cc) ?? []
        attachments = try values.decodeIfPresent([EmailAttachment].self, forKey: .attachments) ?? []
        createdAt = try values.decode(Date.self, forKey: .createdAt)
        sentAt = try values.decodeIfPresent(Date.self, forKey: .sentAt)
    }
}
