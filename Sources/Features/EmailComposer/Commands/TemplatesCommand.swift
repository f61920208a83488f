import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow email templates`: the built-in templates and the placeholders each uses.
enum TemplatesCommand {
    /// What `--json` prints for one template.
    struct Listing: Encodable {
        var name: String
        var summary: String
        var subject: String
        var body: String
        var placeholders: [String]
    }

    static var command: FeatureCommand {
        FeatureCommand(
            name: "templates", summary: "List the email templates and their placeholders",
            examples: ["inject-workflow email templates"], run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let listings = try invocation.resolver.resolve(EmailComposing.self).templates().map { template in
            Listing(
                name: template.name, summary: template.summary, subject: template.subject, body: template.body,
                placeholders: try TemplateRenderer.placeholders(in: template))
        }
        if try invocation.printJSONIfRequested(listings) { return }
        let rows = listings.map { [$0.name, $0.summary, $0.placeholders.joined(separator: " ")] }
        invocation.console.print(Table(columns: ["NAME", "SUMMARY", "PLACEHOLDERS"], rows: rows).rendered())
    }
}
