import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow candidates add --name N --email E --role R`: prints the new id (or the candidate, with `--json`).
enum AddCandidateCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "add",
            summary: "Add a candidate in stage 'applied' and print their id",
            arguments: [
                .option("name", help: "Full name", isRequired: true),
                .option("email", help: "Email address (name@example.com)", isRequired: true),
                .option("role", help: "The role applied for", isRequired: true),
            ],
            examples: [
                "inject-workflow candidates add --name \"Ada Lovelace\" --email ada@example.com --role \"Staff Engineer\""
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let arguments = invocation.arguments
        let new = NewCandidate(
            name: try arguments.required("name"), email: try arguments.required("email"),
            role: try arguments.required("role"))
        let candidate = try invocation.resolver.resolve(CandidatesService.self).add(new)
        switch invocation.outputFormat {
        case .json: try invocation.console.printJSON(candidate)
        case .text: invocation.console.print(candidate.id)
        }
    }
}
