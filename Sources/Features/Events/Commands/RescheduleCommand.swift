import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `app events reschedule <id> --start T [--duration M]`: moves an interview and sends everyone the updated
/// invitation (same calendar entry, higher SEQUENCE).
enum RescheduleCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "reschedule",
            summary: "Move an interview to a new time and send everyone the updated invitation",
            arguments: [
                .positional("event-id", help: "The interview's id (e1)"),
                .option("start", help: StartOption.help, isRequired: true),
                .option("duration", help: "New length in minutes (default: keep it)", valueName: "minutes"),
            ],
            examples: [
                "inject-workflow events reschedule e1 --start 2026-11-24T14:00",
                "inject-workflow events reschedule e1 --start \"2026-11-24 09:00 America/New_York\" --duration 45",
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let arguments = invocation.arguments
        let display = invocation.resolver.resolve(TimeDisplay.self)
        let event = try invocation.resolver.resolve(EventsService.self).reschedule(
            id: try arguments.required("event-id"), start: try display.parse(try arguments.required("start")),
            durationMinutes: try arguments.int("duration"))
        if try invocation.printJSONIfRequested(event) { return }
        invocation.console.print("\(event.id) moved to \(display.text(event.start)) – \(display.text(event.end))")
        if let draftID = event.invitationDraftID {
            invocation.console.print(
                "updated invitation \(draftID) sent to the candidate, copied to \(event.interviewers.joined(separator: ", "))"
            )
        } else {
            invocation.console.print("no invitation sent: the email feature is disabled")
        }
    }
}
