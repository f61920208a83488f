import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Composes drafts from templates and sends them through the ``Mailer``; drafts live in the `drafts` table
/// and sent emails in `sent_emails`.
///
/// A checked-`Sendable` final class, so it holds its dependencies in the constant form
/// (`let x = Injected<X>()`, read with `x()`): a property wrapper's storage would be a `var`, which a
/// checked `Sendable` class may not have.
final class StoredEmailComposer: EmailComposing {
    let directory = Injected<CandidateDirectory>()
    let store = Injected<Store>()
    let clock = Injected<WallClock>()
    let mailer = Injected<Mailer>()
    let history = Injected<EmailHistory>()
    let senderSetting = Injected<SenderSetting>()

    init() {}

    /// Who the emails are from: the stored setting (`inject-workflow email sender`), else the module's default.
    var sender: Mailbox {
        get throws { try senderSetting().current().mailbox }
    }

    func templates() -> [EmailTemplate] {
        BuiltInTemplates.all
    }

    func compose(
        template name: String, candidateID: String, context: [String: String], extras: DraftExtras
    ) throws -> EmailDraft {
        guard let template = templates().first(where: { $0.name == name }) else {
            throw EmailError.unknownTemplate(name, available: templates().map(\.name)).appError
        }
        let candidate = try directory().candidate(id: candidateID)
        let sender = try sender
        let decided = values(of: candidate, from: sender)
        // Every value given is used or refused: none is silently overridden by the record or ignored.
        for (name, value) in context.sorted(by: { $0.key < $1.key }) {
            if decided[name] != nil {
                throw EmailError.settingDecidedByRecord(name, candidateID: candidate.id).appError
            }
            guard Placeholder.all.contains(name) else {
                throw EmailError.unknownSetting(name, settable: Placeholder.all.filter { decided[$0] == nil }).appError
            }
            try TextSafety.check(value, field: "value of \(name)")
        }
        let values = context.merging(decided) { given, _ in given }
        let rendered = try TemplateRenderer.render(template, values: values)
        let now = clock().now()
        return try store().transaction { db in
            try EmailRows.insert(
                EmailDraft(
                    id: "", candidateID: candidate.id, templateName: template.name, from: sender, to: candidate.mailbox,
                    subject: rendered.subject, body: rendered.body, cc: extras.cc, attachments: extras.attachments,
                    createdAt: now), in: db)
        }
    }

    func draft(id: String) throws -> EmailDraft {
        guard let draft = try store().transaction({ db in try EmailRows.draft(id: id, in: db) }) else {
            throw EmailError.unknownDraft(id: id).appError
        }
        return draft
    }

    func send(draftID: String) throws -> SentEmail {
        let now = clock().now()
        // One transaction from the claim to the record: two concurrent sends cannot both deliver the draft,
        // and a delivery that fails leaves the draft unsent.
        return try store().transaction { db in
            guard let draft = try EmailRows.draft(id: draftID, in: db) else {
                throw EmailError.unknownDraft(id: draftID).appError
            }
            guard draft.sentAt == nil else {
                let location = try? history().sentEmails(forCandidate: draft.candidateID)
                    .first(where: { $0.draftID == draftID })?.location
                throw EmailError.alreadySent(id: draftID, location: location).appError
            }
            try EmailRows.markSent(draftID: draftID, at: now, in: db)
            let email = OutgoingEmail(
                messageID: "\(draft.id).\(now.utcStamp)@\(Self.messageIDDomain(of: draft.from))",
                date: now, from: draft.from, to: draft.to, cc: draft.cc, subject: draft.subject, body: draft.body,
                attachments: draft.attachments, fileName: draft.id)
            let location = try mailer().deliver(email)
            let sent = SentEmail(
                draftID: draft.id, candidateID: draft.candidateID, templateName: draft.templateName,
                messageID: email.messageID, to: draft.to, subject: draft.subject, sentAt: now, location: location)
            try EmailRows.insert(sent, in: db)
            return sent
        }
    }

    /// The right-hand side of Message-IDs: the draft's sender's domain, so ids are unique to this sender.
    private static func messageIDDomain(of sender: Mailbox) -> String {
        sender.address.split(separator: "@").last.map(String.init) ?? "workflow.invalid"
    }

    /// The values every template may use about the candidate and the sender.
    private func values(of candidate: Candidate, from sender: Mailbox) -> [String: String] {
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
