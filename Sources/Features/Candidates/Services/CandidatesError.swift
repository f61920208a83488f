import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Everything the candidates feature can refuse, with all its wording in one place.
enum CandidatesError: Error, Equatable {
    case unknownCandidate(id: String)
    case emptyField(name: String)
    case invalidEmail(String)
    case nonASCIILocalPart(String)
    case duplicateEmail(String, existingID: String)
    case unknownStage(String)
    case unknownSort(String)
    case alreadyInStage(id: String, stage: Stage)
    case illegalMove(id: String, from: Stage, to: Stage)
    case notRejected(id: String, stage: Stage)
    case reopenToClosedStage(Stage)
    case nothingToEdit(id: String)
    case emptySearch
    case deleteNeedsConfirmation(id: String)
    case deleteNotConfirmed(id: String)
    case cancellingForOpenStage(Stage)
    case interviewsAhead(id: String, stage: Stage, interviews: [InterviewEvent], display: TimeDisplay)
    /// Another command changed (or deleted) the candidate between this one's read and its write: `changes` says
    /// how (`stage screening → interview`), empty when the candidate is gone.
    case changedMeanwhile(id: String, name: String, changes: [String])

    /// The user-facing error: what is wrong (quoting it), how to fix it, and the exit code.
    var appError: AppError {
        switch self {
        case .unknownCandidate(let id):
            return AppError(
                "candidate '\(id)' does not exist", hint: "run 'inject-workflow candidates list' to see the ids")
        case .changedMeanwhile(let id, let name, let changes):
            let what = changes.isEmpty ? "deleted" : "changed (\(changes.joined(separator: "; ")))"
            return AppError(
                "candidate '\(id)' (\(name)) was \(what) by another command while this one ran; nothing was written",
                hint:
                    "look with 'inject-workflow candidates show \(id)', then run the command again if it still applies")
        case .emptyField(let name):
            return .usage(
                "the candidate's \(name) is empty", hint: "pass a non-empty value: --\(name) \"…\"")
        case .invalidEmail(let email):
            return .usage(
                "'\(email)' is not an email address",
                hint: "use the form name@example.com (one '@', a domain with a dot, no spaces)")
        case .nonASCIILocalPart(let email):
            return .usage(
                "'\(email)' has letters outside ASCII before the '@', which the app's emails cannot carry",
                hint: "use the candidate's ASCII address (an internationalised domain after the '@' is fine)")
        case .duplicateEmail(let email, let existingID):
            return AppError(
                "a candidate with the email '\(email)' already exists (\(existingID))",
                hint: "run 'inject-workflow candidates show \(existingID)' to see them, or use another address")
        case .unknownStage(let text):
            let names = Stage.allCases.map(\.rawValue)
            let guess = Suggestion.closest(to: text, among: names).map { "did you mean '\($0)'? " } ?? ""
            return .usage("unknown stage '\(text)'", hint: "\(guess)stages are: \(names.joined(separator: ", "))")
        case .unknownSort(let text):
            let names = CandidateQuery.Sort.allCases.map(\.rawValue)
            let guess = Suggestion.closest(to: text, among: names).map { "did you mean '\($0)'? " } ?? ""
            return .usage("unknown sort order '\(text)'", hint: "\(guess)use one of: \(names.joined(separator: ", "))")
        case .alreadyInStage(let id, let stage):
            return AppError(
                "candidate '\(id)' is already in '\(stage.rawValue)'",
                hint: Self.legalMovesHint(from: stage))
        case .illegalMove(let id, let from, let to):
            return AppError(
                "cannot move candidate '\(id)' from '\(from.rawValue)' to '\(to.rawValue)'",
                hint: Self.legalMovesHint(from: from))
        case .notRejected(let id, let stage):
            return AppError(
                "candidate '\(id)' is in stage '\(stage.rawValue)', not rejected, so there is nothing to reopen",
                hint:
                    "--reopen brings back a rejected candidate; move others with 'inject-workflow candidates move \(id) <stage>'"
            )
        case .reopenToClosedStage(let stage):
            return .usage(
                "a reopened candidate cannot go to '\(stage.rawValue)'",
                hint:
                    "reopen to an open stage: \(Stage.allCases.filter(\.isOpen).map(\.rawValue).joined(separator: ", "))"
            )
        case .nothingToEdit(let id):
            return .usage(
                "nothing to change for '\(id)'",
                hint:
                    "pass --name, --email or --role, e.g. inject-workflow candidates edit \(id) --email new@example.com"
            )
        case .emptySearch:
            return .usage(
                "the search text is empty",
                hint: "write part of a name, email or role: inject-workflow candidates search ada")
        case .deleteNeedsConfirmation(let id):
            return .usage(
                "deleting '\(id)' erases the person everywhere and cannot be undone; confirm with --yes",
                hint: "run 'inject-workflow candidates delete \(id) --yes' (without a terminal there is no one to ask)")
        case .deleteNotConfirmed(let id):
            return AppError(
                "nothing was deleted: '\(id)' was not confirmed", hint: "answer 'yes' to delete, or pass --yes")
        case .cancellingForOpenStage(let stage):
            return .usage(
                "--cancel-interviews is for closing a candidate, and '\(stage.rawValue)' is an open stage",
                hint: "leave it out, or use it with 'hired' or 'rejected', which end the candidate's interviews")
        case .interviewsAhead(let id, let stage, let interviews, let display):
            // At most five are named, so a candidate with hundreds of interviews still gets a short message.
            let named = interviews.prefix(5).map { "'\($0.id)' at \(display.text($0.start)) (\($0.location))" }
            let more = interviews.count > named.count ? ", and \(interviews.count - named.count) more" : ""
            return AppError(
                "candidate '\(id)' still has \(Plural.count(interviews.count, "interview")) scheduled, so they were "
                    + "not moved to '\(stage.rawValue)': \(named.joined(separator: ", "))\(more)",
                hint: "cancel them with the move, which tells the candidate and the interviewers: "
                    + "'inject-workflow candidates move \(id) \(stage.rawValue) --cancel-interviews'; or cancel each first "
                    + "with 'inject-workflow events cancel \(interviews[0].id)'")
        }
    }

    /// Names the legal next stages, or says the stage is final.
    private static func legalMovesHint(from stage: Stage) -> String {
        let next = stage.nextStages.map { "'\($0.rawValue)'" }
        guard !next.isEmpty else {
            return "'\(stage.rawValue)' is a final stage: no further moves are possible"
        }
        return "from '\(stage.rawValue)' the legal next stages are \(next.joined(separator: " or "))"
    }
}

extension Stage {
    /// Parses a stage typed by the user (case-insensitive), or throws naming it with a suggestion.
    static func parse(_ text: String) throws(AppError) -> Stage {
        guard let stage = Stage(rawValue: text.lowercased()) else {
            throw CandidatesError.unknownStage(text).appError
        }
        return stage
    }
}
