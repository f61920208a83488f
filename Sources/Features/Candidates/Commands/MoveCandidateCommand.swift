import Core
import Interfaces

/// `app candidates move <id> <stage>`: one step along the pipeline, or to `rejected`.
enum MoveCandidateCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "move",
            summary: "Move a candidate to the next stage (or to 'rejected')",
            arguments: [
                .positional("id", help: "The candidate's id (c1)"),
                .positional("stage", help: "applied → screening → interview → offer → hired, or rejected"),
            ],
            examples: ["app candidates move c1 screening"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let id = try invocation.arguments.required("id")
        let stage = try Stage.parse(try invocation.arguments.required("stage"))
        let candidate = try invocation.resolver.resolve(CandidatesService.self).move(id: id, to: stage)
        if try invocation.printJSONIfRequested(candidate) { return }
        let from = candidate.history.last?.from?.rawValue ?? "?"
        invocation.console.print("\(candidate.id) \(candidate.name): \(from) → \(candidate.stage.rawValue)")
    }
}
