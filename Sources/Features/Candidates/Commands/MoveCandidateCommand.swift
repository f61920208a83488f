import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow candidates move <id> <stage> [--reopen] [--cancel-interviews]`: one step along the pipeline, or to
/// `rejected`; with `--reopen`, a rejected candidate back to an open stage. Closing a candidate (`hired`,
/// `rejected`) with interviews still ahead is refused naming them, unless `--cancel-interviews` cancels them
/// in the same step:
///
/// ```text
/// $ inject-workflow candidates move c1 rejected --cancel-interviews
/// e1 cancelled (was 2026-11-23 10:00 +01:00, Room 4)
/// c1 Ada Lovelace: interview → rejected
/// ```
enum MoveCandidateCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "move",
            summary: "Move a candidate to the next stage (or to 'rejected')",
            arguments: [
                .positional("id", help: "The candidate's id (c1)"),
                .positional("stage", help: "applied → screening → interview → offer → hired, or rejected"),
                .flag("reopen", help: "Bring a rejected candidate back to an open stage (kept in the timeline)"),
                .flag(
                    "cancel-interviews",
                    help: "When hiring or rejecting, cancel the interviews still ahead (everyone is notified)"),
            ],
            examples: [
                "inject-workflow candidates move c1 screening", "inject-workflow candidates move c3 screening --reopen",
                "inject-workflow candidates move c2 rejected --cancel-interviews",
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let id = try invocation.arguments.required("id")
        let stage = try Stage.parse(try invocation.arguments.required("stage"))
        let cancelling = invocation.arguments.flag("cancel-interviews")
        if cancelling, stage.isOpen {
            throw CandidatesError.cancellingForOpenStage(stage).appError
        }
        let service = invocation.resolver.resolve(CandidatesService.self)
        let move =
            invocation.arguments.flag("reopen")
            ? StageMove(candidate: try service.reopen(id: id, to: stage))
            : try service.move(id: id, to: stage, cancellingInterviews: cancelling)
        // The JSON stays the candidate, as before the flag existed; `inject-workflow events list --all` shows the rest.
        if try invocation.printJSONIfRequested(move.candidate) { return }
        if !move.cancelledInterviews.isEmpty {
            let display = invocation.resolver.resolve(TimeDisplay.self)
            for event in move.cancelledInterviews {
                invocation.console.print(event.cancellationLine(display: display))
            }
        }
        let candidate = move.candidate
        let from = candidate.history.last?.from?.rawValue ?? "?"
        invocation.console.print("\(candidate.id) \(candidate.name): \(from) → \(candidate.stage.rawValue)")
    }
}
