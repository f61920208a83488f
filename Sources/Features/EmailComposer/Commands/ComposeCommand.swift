import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow email compose <candidate-id>... --template T [--cc E …] [--set name=value …]`: one draft per
/// candidate; prints each draft's id, then its text.
enum ComposeCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "compose",
            summary: "Compose a draft for each candidate named from a template; prints the ids and texts",
            arguments: [
                .positional("candidate-id", help: "The candidates' ids (c1 c2 …): one draft each", isRepeatable: true),
                .option(
                    "cc", help: "Send a copy to this address (repeatable)", isRepeatable: true, valueName: "email"),
                .option(
                    "template", help: "The template's name (see 'inject-workflow email templates')", isRequired: true),
                .option(
                    "set", help: "A placeholder value, e.g. event.location=Room 4 (repeatable)", isRepeatable: true,
                    valueName: "name=value"),
            ],
            examples: [
                "inject-workflow email compose c1 --template screening-invitation",
                "inject-workflow email compose c2 c3 c4 --template rejection --cc hiring-manager@example.com",
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let arguments = invocation.arguments
        let context = try settings(arguments.values("set"))
        let cc = try copies(arguments.values("cc"))
        let template = try arguments.required("template")
        let email = invocation.resolver.resolve(EmailComposing.self)
        // The command runs in one transaction: an unknown id anywhere in the list leaves no draft behind.
        let drafts = try arguments.values("candidate-id").map { id in
            try email.compose(template: template, candidateID: id, context: context, extras: DraftExtras(cc: cc))
        }
        if invocation.outputFormat == .json {
            try invocation.console.printJSON(drafts.count == 1 ? AnyEncodable(drafts[0]) : AnyEncodable(drafts))
            return
        }
        for (index, draft) in drafts.enumerated() {
            if index > 0 { invocation.console.print("") }
            invocation.console.print(draft.id)
            DraftText.print(draft, to: invocation.console)
        }
    }

    /// The `--cc` addresses, each checked.
    static func copies(_ addresses: [String]) throws(AppError) -> [Mailbox] {
        try addresses.map { (text) throws(AppError) -> Mailbox in
            let address = text.trimmingCharacters(in: .whitespaces)
            guard Mailbox.isValidAddress(address) else { throw EmailError.invalidCopy(text).appError }
            return Mailbox(address: address)
        }
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

/// One draft prints as an object (as before), several as an array.
private struct AnyEncodable: Encodable {
    let value: any Encodable
    init(_ value: any Encodable) { self.value = value }
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
