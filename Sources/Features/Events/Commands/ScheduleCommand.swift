import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `app events schedule <candidate-id> --start T --duration M --interviewer E … --location L`.
enum ScheduleCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "schedule",
            summary: "Schedule an interview and email the candidate an invitation",
            arguments: [
                .positional("candidate-id", help: "The candidate's id (c1)"),
                .option(
                    "start", help: StartOption.help, isRequired: true),
                .option("duration", help: "Length in minutes (default 60)", valueName: "minutes"),
                .option(
                    "interviewer", help: "An interviewer's email (repeatable)", isRequired: true, isRepeatable: true,
                    valueName: "email"),
                .option("location", help: "A room or a video link", isRequired: true),
            ],
            examples: [
                "inject-workflow events schedule c1 --start 2026-11-23T10:00 --interviewer grace@example.com --location \"Room 4\""
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let arguments = invocation.arguments
        let display = invocation.resolver.resolve(TimeDisplay.self)
        let start = try display.parse(try arguments.required("start"))
        let request = InterviewRequest(
            candidateID: try arguments.required("candidate-id"), start: start,
            durationMinutes: try arguments.int("duration") ?? 60, interviewers: arguments.values("interviewer"),
            location: try arguments.required("location"))
        let event = try invocation.resolver.resolve(EventsService.self).schedule(request)
        if try invocation.printJSONIfRequested(event) { return }
        invocation.console.print(event.id)
        let candidate = try invocation.resolver.resolve(CandidateDirectory.self).candidate(id: event.candidateID)
        guard let draftID = event.invitationDraftID else {
            invocation.console.print("no invitation sent: the email feature is disabled")
            return
        }
        invocation.console.print(
            "invitation \(draftID) sent to \(candidate.mailbox.formatted), copied to \(event.interviewers.joined(separator: ", "))"
        )
        invocation.console.print("\(display.text(event.start)) to \(display.text(event.end)), \(event.location)")
    }
}
