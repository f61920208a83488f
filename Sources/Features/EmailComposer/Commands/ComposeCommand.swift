import Core
import Interfaces

/// `app email compose <candidate-id> --template T [--set name=value …]`: prints the draft id, then the text.
enum ComposeCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "compose",
            summary: "Compose a draft for a candidate from a template; prints its id and text",
            arguments: [
                .positional("candidate-id", help: "The candidate's id (c1)"),
                .option("template", help: "The template's name (see 'app email templates')", isRequired: true),
                .option(
                    "set", help: "A placeholder value, e.g. event.location=Room 4 (repeatable)", isRepeatable: true,
                    valueName: "name=value"),
            ],
            examples: [
                "app email compose c1 --template screening-invitation",
                "app email compose c2 --template offer",
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let arguments = invocation.arguments
        let context = try settings(arguments.values("set"))
        let draft = try invocation.resolver.resolve(EmailComposing.self).compose(
            template: try arguments.required("template"), candidateID: try arguments.required("candidate-id"),
            context: context)
        if try invocation.printJSONIfRequested(draft) { return }
        invocation.console.print(draft.id)
        DraftText.print(draft, to: invocation.console)
    }

    /// `name=value` pairs; the value may itself contain `=`.
    static func settings(_ pairs: [String]) throws(AppError) -> [String: String] {
        var values: [String: String] = [:]
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw EmailError.malformedSetting(pair).appError
            }
            values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        return values
    }
}
