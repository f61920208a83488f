/// Turns templates into drafts for a candidate, and sends drafts through the ``Mailer``.
///
/// The entry point for every feature that emails a candidate: the events feature composes and sends
/// interview invitations through it without knowing how templates or mail delivery work.
///
/// Contract: ``compose(template:candidateID:context:)`` fills `candidate.*` placeholders itself and takes
/// everything else from `context`; it throws an `AppError` naming the template and the placeholder when a
/// placeholder is unknown or has no value, and stores nothing in that case. ``send(draftID:)`` refuses a
/// draft that was already sent.
///
/// ```swift
/// @Injected var email: EmailComposing
/// let draft = try email.compose(
///     template: "interview-invitation", candidateID: "c1",
///     context: [Placeholder.eventStart: "2026-11-23 10:00 UTC", Placeholder.eventLocation: "Room 4"])
/// let sent = try email.send(draftID: draft.id)
/// ```
public protocol EmailComposing: Sendable {
    /// Who the emails are from (the user's setting, else a default): the organizer of the interviews the
    /// events feature invites to. Throws when the setting cannot be read.
    var sender: Mailbox { get throws }
    /// The templates available, by name.
    func templates() -> [EmailTemplate]
    /// Renders `template` for the candidate and stores the result as a new draft, with `extras` (copies to
    /// others, attachments such as an invitation's calendar part).
    func compose(
        template: String, candidateID: String, context: [String: String], extras: DraftExtras
    ) throws -> EmailDraft
    /// The draft with this id, or an `AppError` naming it.
    func draft(id: String) throws -> EmailDraft
    /// Sends the draft through the mailer, records it in the outbox history, and returns the record.
    func send(draftID: String) throws -> SentEmail
    /// Every draft (of one candidate when `candidateID` is given), sent or not, by id.
    func drafts(forCandidate candidateID: String?) throws -> [EmailDraft]
    /// Deletes a draft that was not sent and returns it; a sent one is part of the record and is refused.
    @discardableResult
    func discard(draftID: String) throws -> EmailDraft
}

/// What a draft carries besides the rendered template: copies and attachments.
///
/// ```swift
/// DraftExtras(cc: [Mailbox(address: "lin@example.com")],
///             attachments: [EmailAttachment(fileName: "invite.ics", contentType: "text/calendar; method=REQUEST", text: ics)])
/// ```
public struct DraftExtras: Hashable, Sendable {
    /// Who else receives the message, openly (`Cc:`).
    public var cc: [Mailbox]
    /// Files sent with it.
    public var attachments: [EmailAttachment]

    /// Extras; none by default.
    public init(cc: [Mailbox] = [], attachments: [EmailAttachment] = []) {
        self.cc = cc
        self.attachments = attachments
    }
}

extension EmailComposing {
    /// Composes `template` for a candidate without copies or attachments.
    ///
    /// ```swift
    /// let draft = try email.compose(template: "offer", candidateID: "c1", context: [:])
    /// ```
    public func compose(template: String, candidateID: String, context: [String: String]) throws -> EmailDraft {
        try compose(template: template, candidateID: candidateID, context: context, extras: DraftExtras())
    }

    /// Composes `template` for a candidate with no extra context: the short form for templates that use
    /// only `candidate.*` placeholders.
    ///
    /// ```swift
    /// let draft = try email.new(forCandidate: "c1", template: "application-received")
    /// ```
    public func new(forCandidate candidateID: String, template: String) throws -> EmailDraft {
        try compose(template: template, candidateID: candidateID, context: [:])
    }
}
