import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow candidates search <text>`: candidates whose name, email or role contains the text, ignoring case and
/// accents (`jose` finds José).
enum SearchCandidatesCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "search",
            summary: "Find candidates by part of their name, email or role (case and accents ignored)",
            arguments: [.positional("text", help: "What to look for, e.g. a surname or a domain")],
            examples: [
                "inject-workflow candidates search lovelace", "inject-workflow candidates search example.com --json",
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let text = try invocation.arguments.required("text")
        let found = try invocation.resolver.resolve(CandidatesService.self).search(text)
        if try invocation.printJSONIfRequested(found) { return }
        guard !found.isEmpty else {
            invocation.console.print("No candidate's name, email or role contains '\(text)'.")
            return
        }
        let display = invocation.resolver.resolve(TimeDisplay.self)
        invocation.console.print(CandidateTable.rendered(found, display: display))
    }
}
