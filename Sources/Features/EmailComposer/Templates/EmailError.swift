import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Everything the template engine and the composer can refuse, with all wording in one place.
enum EmailError: Error, Equatable {
    case unknownTemplate(String, available: [String])
    case unknownPlaceholders([String], template: String, known: [String])
    case missingValues([String], template: String)
    case unterminatedPlaceholder(template: String, part: String, near: String)
    case unknownDraft(id: String)
    case alreadySent(id: String, location: String?)
    case malformedSetting(String)
    case unknownSetting(String, settable: [String])
    case settingDecidedByRecord(String, candidateID: String)
    case discardingSent(id: String)
    case invalidCopy(String)
    case invalidSender(String)
    case nonASCIISender(String)
    case resetWithValues

    var appError: AppError {
        switch self {
        case .unknownTemplate(let name, let available):
            let guess = Suggestion.closest(to: name, among: available).map { "did you mean '\($0)'? " } ?? ""
            return .usage(
                "unknown email template '\(name)'",
                hint: "\(guess)run 'inject-workflow email templates' to see them: \(available.joined(separator: ", "))")
        case .unknownPlaceholders(let names, let template, let known):
            let guesses = names.compactMap { name in
                Suggestion.closest(to: name, among: known).map { "{{\(name)}} → did you mean {{\($0)}}?" }
            }
            return AppError(
                "template '\(template)' uses unknown placeholder\(names.count == 1 ? "" : "s") "
                    + Self.list(names),
                hint: (guesses.isEmpty ? "" : guesses.joined(separator: " ") + " ")
                    + "known placeholders: \(Self.list(known))")
        case .missingValues(let names, let template):
            return .usage(
                "template '\(template)' needs a value for " + Self.list(names) + ", which has none here",
                hint: "event placeholders are filled when 'inject-workflow events schedule' sends the invitation; "
                    + "to compose by hand pass them with --set, e.g. --set \(names[0])=…")
        case .unterminatedPlaceholder(let template, let part, let near):
            return AppError(
                "template '\(template)' has a '{{' without a closing '}}' in its \(part), near \"\(near)\"",
                hint: "close the placeholder as {{name}} or remove the stray '{{'")
        case .unknownDraft(let id):
            return AppError(
                "draft '\(id)' does not exist", hint: "'inject-workflow email compose' prints the id of each new draft")
        case .alreadySent(let id, let location):
            return AppError(
                "draft '\(id)' was already sent" + (location.map { " (\($0))" } ?? ""),
                hint:
                    "compose a new draft to send it again: inject-workflow email compose <candidate-id> --template <name>"
            )
        case .invalidCopy(let text):
            return .usage("'--cc \(text)' is not an email address", hint: "write it like --cc lin@example.com")
        case .invalidSender(let text):
            return .usage(
                "'\(text)' is not an email address, so it cannot be the sender",
                hint: "write it like --address jobs@example.com (one '@', a domain with a dot, no spaces)")
        case .nonASCIISender(let text):
            return .usage(
                "'\(text)' has letters outside ASCII before the '@', which the app's emails cannot carry",
                hint: "use an ASCII address for the sender (an internationalised domain after the '@' is fine)")
        case .resetWithValues:
            return .usage(
                "--reset goes back to the built-in sender, so it takes no --name or --address",
                hint: "pass --reset alone, or --name and --address alone")
        case .discardingSent(let id):
            return AppError(
                "draft '\(id)' was sent, so it is part of the record and cannot be discarded",
                hint: "'inject-workflow email drafts' lists the drafts not sent yet")
        case .malformedSetting(let text):
            return .usage(
                "'--set \(text)' is not of the form name=value", hint: "for example: --set event.location=Room 4")
        case .unknownSetting(let name, let settable):
            let suggestion = Suggestion.closest(to: name, among: settable).map { "did you mean '\($0)'? " } ?? ""
            return .usage(
                "'--set \(name)=…' names no placeholder a template can use",
                hint: "\(suggestion)the values you can set are \(settable.joined(separator: ", "))")
        case .settingDecidedByRecord(let name, let candidateID):
            return .usage(
                "'\(name)' comes from candidate \(candidateID)'s record (or the sender settings) and cannot be set "
                    + "with --set",
                hint: name == Placeholder.senderName
                    ? "leave '--set \(name)=…' out; to change it, run 'inject-workflow email sender --name \"…\"'"
                    : "leave '--set \(name)=…' out; to change it, change the record itself")
        }
    }

    private static func list(_ names: [String]) -> String {
        names.map { "{{\($0)}}" }.joined(separator: ", ")
    }
}
