import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow email send <draft-id>`: delivers through the mailer and prints where the message went.
enum SendCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "send",
            summary: "Send a draft (the default mailer writes an .eml file into the outbox)",
            arguments: [.positional("draft-id", help: "The draft's id (d1)")],
            examples: ["inject-workflow email send d1"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let sent = try invocation.resolver.resolve(EmailComposing.self)
            .send(draftID: try invocation.arguments.required("draft-id"))
        if try invocation.printJSONIfRequested(sent) { return }
        invocation.console.print(sent.location)
    }
}
