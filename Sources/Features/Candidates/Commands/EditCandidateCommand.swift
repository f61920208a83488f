import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow candidates edit <id> [--name N] [--email E] [--role R]`: corrects a candidate's details.
enum EditCandidateCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "edit",
            summary: "Correct a candidate's name, email or role (the email stays unique)",
            arguments: [
                .positional("id", help: "The candidate's id (c1)"),
                .option("name", help: "The new full name"),
                .option("email", help: "The new email address"),
                .option("role", help: "The new role"),
            ],
            examples: [
                "inject-workflow candidates edit c1 --email ada@lovelace.dev",
                "inject-workflow candidates edit c2 --name \"Grace Hopper\"",
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let arguments = invocation.arguments
        let service = invocation.resolver.resolve(CandidatesService.self)
        let id = try arguments.required("id")
        let before = try service.candidate(id: id)
        let after = try service.edit(
            id: id,
            CandidateChanges(
                name: arguments.value("name"), email: arguments.value("email"), role: arguments.value("role")))
        if try invocation.printJSONIfRequested(after) { return }
        let changes = [
            ("name", before.name, after.name), ("email", before.email, after.email), ("role", before.role, after.role),
        ]
        .filter { $0.1 != $0.2 }
        .map { "\($0.0): \($0.1) → \($0.2)" }
        invocation.console.print(
            "\(after.id) \(after.name): " + (changes.isEmpty ? "no change" : changes.joined(separator: "; ")))
    }
}
