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
    /// The templates available, by name.
    func templates() -> [EmailTemplate]
    /// Renders `template` for the candidate and stores the result as a new draft.
    func compose(template: String, candidateID: String, context: [String: String]) throws -> EmailDraft
    /// The draft with this id, or an `AppError` naming it.
    func draft(id: String) throws -> EmailDraft
    /// Sends the draft through the mailer, records it in the outbox history, and returns the record.
    func send(draftID: String) throws -> SentEmail
}

extension EmailComposing {
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
