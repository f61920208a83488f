import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow candidates show <id>`: one candidate's details and legal next stages.
enum ShowCandidateCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "show",
            summary: "Show one candidate",
            arguments: [.positional("id", help: "The candidate's id (c1)")],
            examples: ["inject-workflow candidates show c1"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let display = invocation.resolver.resolve(TimeDisplay.self)
        let candidate = try invocation.resolver.resolve(CandidatesService.self)
            .candidate(id: try invocation.arguments.required("id"))
        if try invocation.printJSONIfRequested(candidate) { return }
        let next = candidate.stage.nextStages.map(\.rawValue).joined(separator: ", ")
        let lines = [
            ["id:", candidate.id],
            ["name:", candidate.name],
            ["email:", candidate.email],
            ["role:", candidate.role],
            ["stage:", candidate.stage.rawValue + (next.isEmpty ? " (final)" : " (next: \(next))")],
            ["added:", display.text(candidate.addedAt)],
        ]
        let width = lines.map { $0[0].count }.max() ?? 0
        for line in lines {
            let value = TextSafety.escaped(line[1])
            invocation.console.print(line[0].padding(toLength: width + 1, withPad: " ", startingAt: 0) + value)
        }
    }
}
