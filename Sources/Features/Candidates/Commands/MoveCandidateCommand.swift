import Core
import Interfaces

/// `app candidates move <id> <stage> [--reopen]`: one step along the pipeline, or to `rejected`; with `--reopen`,
/// a rejected candidate back to an open stage.
enum MoveCandidateCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "move",
            summary: "Move a candidate to the next stage (or to 'rejected')",
            arguments: [
                .positional("id", help: "The candidate's id (c1)"),
                .positional("stage", help: "applied → screening → interview → offer → hired, or rejected"),
                .flag("reopen", help: "Bring a rejected candidate back to an open stage (kept in the timeline)"),
            ],
            examples: ["app candidates move c1 screening", "app candidates move c3 screening --reopen"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let id = try invocation.arguments.required("id")
        let stage = try Stage.parse(try invocation.arguments.required("stage"))
        let service = invocation.resolver.resolve(CandidatesService.self)
        let candidate =
            invocation.arguments.flag("reopen")
            ? try service.reopen(id: id, to: stage) : try service.move(id: id, to: stage)
        if try invocation.printJSONIfRequested(candidate) { return }
        let from = candidate.history.last?.from?.rawValue ?? "?"
        invocation.console.print("\(candidate.id) \(candidate.name): \(from) → \(candidate.stage.rawValue)")
    }
}
