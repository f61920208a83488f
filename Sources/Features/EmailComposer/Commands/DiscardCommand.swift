import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow email discard <draft-id>`: deletes a draft that was not sent.
enum DiscardCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "discard",
            summary: "Delete a draft that was not sent",
            arguments: [.positional("draft-id", help: "The draft's id (d1)")],
            examples: ["inject-workflow email discard d2"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let draft = try invocation.resolver.resolve(EmailComposing.self)
            .discard(draftID: try invocation.arguments.required("draft-id"))
        if try invocation.printJSONIfRequested(draft) { return }
        invocation.console.print("discarded \(draft.id) to \(draft.to.formatted): \(draft.subject)")
    }
}
