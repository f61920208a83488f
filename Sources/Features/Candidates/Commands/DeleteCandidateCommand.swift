import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow candidates delete <id> [--yes]`: erases the person everywhere, after a confirmation.
///
/// ```text
/// $ inject-workflow candidates delete c3 --yes
/// deleted c3 Alan Turing <alan@example.com>: 2 stage changes, 1 draft, 1 sent email (1 .eml file), 0 interviews
/// ```
enum DeleteCandidateCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "delete",
            summary: "Erase a candidate everywhere: history, drafts, sent emails and their .eml files, interviews",
            arguments: [
                .positional("id", help: "The candidate's id (c1)"),
                .flag("yes", help: "Do not ask for confirmation (needed when not run from a terminal)"),
            ],
            examples: ["inject-workflow candidates delete c3", "inject-workflow candidates delete c3 --yes"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let id = try invocation.arguments.required("id")
        let candidate = try invocation.resolver.resolve(CandidatesService.self).candidate(id: id)
        if !invocation.arguments.flag("yes") {
            let question =
                "Delete \(candidate.id) \(candidate.mailbox.formatted) and everything stored about them? "
                + "This cannot be undone. Type 'yes' to confirm: "
            switch TerminalPrompt.ask(question) {
            case nil: throw CandidatesError.deleteNeedsConfirmation(id: id).appError
            case let answer? where answer.lowercased() != "yes":
                throw CandidatesError.deleteNotConfirmed(id: id).appError
            default: break
            }
        }
        let erasure = try invocation.resolver.resolve(CandidateEraser.self).erase(id: id)
        if try invocation.printJSONIfRequested(erasure) { return }
        invocation.console.print(
            "deleted \(candidate.id) \(candidate.mailbox.formatted): "
                + [
                    Plural.count(erasure.stageChanges, "stage change"), Plural.count(erasure.drafts, "draft"),
                    Plural.count(erasure.sentEmails, "sent email")
                        + " (\(Plural.count(erasure.filesRemoved, ".eml file")))",
                    Plural.count(erasure.interviews, "interview"),
                ].joined(separator: ", "))
    }
}
