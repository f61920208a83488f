import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The email feature: templates with placeholders, drafts, and sending through a ``Mailer``.
///
/// Registers ``EmailComposing``, ``EmailHistory`` and the default ``Mailer`` (``OutboxMailer``, which writes
/// RFC 5322 `.eml` files into `<data-dir>/outbox/`). Needs a ``CandidateDirectory`` (the candidates
/// feature) to address emails. To deliver another way, replace the mailer in an overriding container:
/// `container.overriding { $0.register(Mailer.self) { SMTPMailer() } }`.
///
/// ```swift
/// EmailComposerModule(sender: Mailbox(name: "Acme Hiring", address: "jobs@acme.example")).register(in: container)
/// let email = container.resolve(EmailComposing.self)
/// let draft = try email.new(forCandidate: "c1", template: "application-received")
/// let sent = try email.send(draftID: draft.id)    // sent.location: …/outbox/d1.eml
/// ```
///
/// On the command line:
/// ```
/// $ inject-workflow email compose c1 --template application-received
/// d1
/// …
/// $ inject-workflow email send d1
/// /home/me/.local/share/workflow/outbox/d1.eml
/// ```
public struct EmailComposerModule: FeatureModule {
    /// The `From:` of every email until a sender is stored with `inject-workflow email sender`.
    public var sender: Mailbox

    /// The module, sending as `sender` (by default `Recruiting Team <recruiting@example.com>`) until the user
    /// stores their own with `inject-workflow email sender --name … --address …`.
    public init(sender: Mailbox = Mailbox(name: "Recruiting Team", address: "recruiting@example.com")) {
        self.sender = sender
    }

    /// `email`: the command-line word and feature-flag key.
    public var name: String { "email" }

    /// `candidates`: emails are addressed to candidates, read through ``CandidateDirectory``.
    public var requiredFeatures: [String] { ["candidates"] }

    /// One line for `inject-workflow --help`.
    public var summary: String { "Compose emails from templates and send them to the outbox" }

    /// Registers ``EmailComposing``, ``EmailHistory``, the default ``Mailer`` and the sender setting;
    /// resolves nothing and does no I/O.
    public func register(in container: Container) {
        let sender = sender
        // Transient: the services are cheap and keep their state in the store.
        container.register(EmailComposing.self) { StoredEmailComposer() }
        container.register(SenderSetting.self) { SenderSetting(defaultSender: sender) }
        container.register(EmailHistory.self) { StoredEmailHistory() }
        container.register(Mailer.self) { OutboxMailer() }
    }

    /// `templates`, `compose`, `preview`, `send`, `outbox`, `drafts`, `discard` and `sender`.
    public var commands: [FeatureCommand] {
        [
            TemplatesCommand.command,
            ComposeCommand.command,
            PreviewCommand.command,
            SendCommand.command,
            OutboxCommand.command,
            DraftsCommand.command,
            DiscardCommand.command,
            SenderCommand.command,
        ]
    }
}
