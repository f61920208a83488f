import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow email preview <draft-id>`: a draft as it will be sent.
enum PreviewCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "preview",
            summary: "Show a draft",
            arguments: [.positional("draft-id", help: "The draft's id (d1)")],
            examples: ["inject-workflow email preview d1"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let draft = try invocation.resolver.resolve(EmailComposing.self)
            .draft(id: try invocation.arguments.required("draft-id"))
        if try invocation.printJSONIfRequested(draft) { return }
        DraftText.print(draft, to: invocation.console)
    }
}
