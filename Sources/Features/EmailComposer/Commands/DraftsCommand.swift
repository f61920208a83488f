import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow email drafts [--candidate ID] [--all]`: the drafts not sent yet (with `--all`, sent ones too).
enum DraftsCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "drafts",
            summary: "List the drafts waiting to be sent (--all: sent ones too)",
            arguments: [
                .option("candidate", help: "Only this candidate's drafts", valueName: "id"),
                .flag("all", help: "Include drafts already sent"),
            ],
            examples: ["inject-workflow email drafts", "inject-workflow email drafts --candidate c1 --all --json"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let all = try invocation.resolver.resolve(EmailComposing.self)
            .drafts(forCandidate: invocation.arguments.value("candidate"))
        let drafts = invocation.arguments.flag("all") ? all : all.filter { $0.sentAt == nil }
        if try invocation.printJSONIfRequested(drafts) { return }
        guard !drafts.isEmpty else {
            invocation.console.print(
                "No drafts waiting: compose one with 'inject-workflow email compose <candidate-id> --template <name>'.")
            return
        }
        let display = invocation.resolver.resolve(TimeDisplay.self)
        let rows = drafts.map { draft in
            [
                draft.id, draft.candidateID, draft.to.address, draft.subject, display.text(draft.createdAt),
                draft.sentAt.map { "sent \(display.text($0))" } ?? "not sent",
            ]
        }
        invocation.console.print(
            Table(columns: ["ID", "CANDIDATE", "TO", "SUBJECT", "CREATED", "STATUS"], rows: rows).rendered())
    }
}
