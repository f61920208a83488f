import Core
import Foundation
import Inject
import Interfaces

/// Composes drafts from templates and sends them through the ``Mailer``; drafts live in the `drafts`
/// document and sent emails in `outbox`.
///
/// A checked-`Sendable` final class, so it holds its dependencies in the constant form
/// (`let x = Injected<X>()`, read with `x()`): a property wrapper's storage would be a `var`, which a
/// checked `Sendable` class may not have.
final class StoredEmailComposer: EmailComposing {
    static let draftsDocument = "drafts"

    let directory = Injected<CandidateDirectory>()
    let store = Injected<DocumentStore>()
    let clock = Injected<WallClock>()
    let mailer = Injected<Mailer>()
    let history = Injected<EmailHistory>()
    /// Who the emails are from.
    let sender: Mailbox

    init(sender: Mailbox) {
        self.sender = sender
    }

    func templates() -> [EmailTemplate] {
        BuiltInTemplates.all
    }

    func compose(template name: String, candidateID: String, context: [String: String]) throws -> EmailDraft {
        guard let template = templates().first(where: { $0.name == name }) else {
            throw EmailError.unknownTemplate(name, available: templates().map(\.name)).appError
        }
        let candidate = try directory().candidate(id: candidateID)
        let values = context.merging(candidateValues(candidate)) { _, fromCandidate in fromCandidate }
        let rendered = try TemplateRenderer.render(template, values: values)
        let now = clock().now()
        return try store().update([EmailDraft].self, in: Self.draftsDocument, default: { [] }) { drafts in
            let draft = EmailDraft(
                id: SequentialID.next(prefix: "d", after: drafts.map(\.id)), candidateID: candidate.id,
                templateName: template.name, from: sender, to: candidate.mailbox, subject: rendered.subject,
                body: rendered.body, createdAt: now)
            drafts.append(draft)
            return draft
        }
    }

    func draft(id: String) throws -> EmailDraft {
        let drafts = try store().load([EmailDraft].self, from: Self.draftsDocument) ?? []
        guard let draft = drafts.first(where: { $0.id == id }) else {
            throw EmailError.unknownDraft(id: id).appError
        }
        return draft
    }

    func send(draftID: String) throws -> SentEmail {
        let now = clock().now()
        // Claim the draft first (inside one update), so two concurrent sends cannot both deliver it.
        let draft = try store().update([EmailDraft].self, in: Self.draftsDocument, default: { [] }) { drafts in
            guard let index = drafts.firstIndex(where: { $0.id == draftID }) else {
                throw EmailError.unknownDraft(id: draftID).appError
            }
            guard drafts[index].sentAt == nil else {
                let location = try? history().sentEmails().first(where: { $0.draftID == draftID })?.location
                throw EmailError.alreadySent(id: draftID, location: location).appError
            }
            drafts[index].sentAt = now
            return drafts[index]
        }
        let email = OutgoingEmail(
            messageID: "\(draft.id).\(now.utcStamp)@\(messageIDDomain)",
            date: now, from: draft.from, to: draft.to, subject: draft.subject, body: draft.body, fileName: draft.id)
        let location: String
        do {
            location = try mailer().deliver(email)
        } catch {
            // Nothing went out: give the draft back so it can be sent again.
            try? store().update([EmailDraft].self, in: Self.draftsDocument, default: { [] }) { drafts in
                if let index = drafts.firstIndex(where: { $0.id == draftID }) { drafts[index].sentAt = nil }
            }
            throw error
        }
        let sent = SentEmail(
            draftID: draft.id, candidateID: draft.candidateID, templateName: draft.templateName,
            messageID: email.messageID, to: draft.to, subject: draft.subject, sentAt: now, location: location)
        try store().update([SentEmail].self, in: StoredEmailHistory.documentName, default: { [] }) { sentEmails in
            sentEmails.append(sent)
        }
        return sent
    }

    /// The right-hand side of Message-IDs: the sender's domain, so ids are unique to this sender.
    private var messageIDDomain: String {
        sender.address.split(separator: "@").last.map(String.init) ?? "workflow.invalid"
    }

    /// The values every template may use about the candidate and the sender.
    private func candidateValues(_ candidate: Candidate) -> [String: String] {
        [
            Placeholder.candidateID: candidate.id,
            Placeholder.candidateName: candidate.name,
            Placeholder.candidateFirstName: candidate.name.split(separator: " ").first.map(String.init)
                ?? candidate.name,
            Placeholder.candidateEmail: candidate.email,
            Placeholder.candidateRole: candidate.role,
            Placeholder.candidateStage: candidate.stage.rawValue,
            Placeholder.senderName: sender.name ?? sender.address,
        ]
    }
}
