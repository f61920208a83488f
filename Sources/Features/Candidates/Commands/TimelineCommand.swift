import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow candidates timeline <id>`: stage changes, emails and interviews, oldest first.
enum TimelineCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "timeline",
            summary: "Show a candidate's stage changes, emails and interviews in time order",
            arguments: [.positional("id", help: "The candidate's id (c1)")],
            examples: ["inject-workflow candidates timeline c1"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let display = invocation.resolver.resolve(TimeDisplay.self)
        let entries = try invocation.resolver.resolve(CandidateTimeline.self)
            .timeline(forCandidate: try invocation.arguments.required("id"))
        if try invocation.printJSONIfRequested(entries) { return }
        let rows = entries.map { [display.text($0.date), $0.kind.rawValue, $0.summary, $0.reference ?? ""] }
        invocation.console.print(Table(columns: ["WHEN", "KIND", "WHAT", "REF"], rows: rows).rendered())
    }
}
