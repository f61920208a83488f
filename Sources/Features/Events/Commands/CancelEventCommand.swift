import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `app events cancel <event-id>`: marks the interview cancelled and tells the candidate.
enum CancelEventCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "cancel",
            summary: "Cancel an interview (the candidate is emailed if it was still ahead)",
            arguments: [.positional("event-id", help: "The interview's id (e1)")],
            examples: ["inject-workflow events cancel e1"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let display = invocation.resolver.resolve(TimeDisplay.self)
        let event = try invocation.resolver.resolve(EventsService.self)
            .cancel(id: try invocation.arguments.required("event-id"))
        if try invocation.printJSONIfRequested(event) { return }
        invocation.console.print(event.cancellationLine(display: display))
    }
}
