import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow email outbox`: every email sent, oldest first.
enum OutboxCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "outbox", summary: "List the emails sent", examples: ["inject-workflow email outbox --json"], run: run
        )
    }

    static func run(_ invocation: CommandInvocation) throws {
        let display = invocation.resolver.resolve(TimeDisplay.self)
        let sent = try invocation.resolver.resolve(EmailHistory.self).sentEmails()
        if try invocation.printJSONIfRequested(sent) { return }
        guard !sent.isEmpty else {
            invocation.console.print("The outbox is empty: send a draft with 'inject-workflow email send <draft-id>'.")
            return
        }
        let rows = sent.map { [$0.draftID, $0.candidateID, $0.to.address, $0.subject, display.text($0.sentAt)] }
        invocation.console.print(
            Table(columns: ["DRAFT", "CANDIDATE", "TO", "SUBJECT", "SENT"], rows: rows).rendered())
    }
}
