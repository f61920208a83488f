import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `app events list [--all]`: upcoming interviews, or every one.
enum ListEventsCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "list",
            summary: "List upcoming interviews (--all: past and cancelled too)",
            arguments: [.flag("all", help: "Include past and cancelled interviews")],
            examples: ["inject-workflow events list --all"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let display = invocation.resolver.resolve(TimeDisplay.self)
        let all = invocation.arguments.flag("all")
        let events = try invocation.resolver.resolve(EventsService.self).events(includingPastAndCancelled: all)
        if try invocation.printJSONIfRequested(events) { return }
        guard !events.isEmpty else {
            invocation.console.print(
                all ? "No interviews yet." : "No upcoming interviews (--all shows past and cancelled ones).")
            return
        }
        let rows = events.map { event in
            [
                event.id, event.candidateID, display.text(event.start), "\(event.durationMinutes) min",
                event.interviewers.joined(separator: ", "), event.location, event.status.rawValue,
            ]
        }
        invocation.console.print(
            Table(
                columns: ["ID", "CANDIDATE", "START", "LENGTH", "INTERVIEWERS", "LOCATION", "STATUS"], rows: rows
            ).rendered())
    }
}
