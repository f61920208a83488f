import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow email sender [--name NAME] [--address ADDRESS] [--reset]`: shows or sets who the emails are from.
///
/// ```text
/// $ inject-workflow email sender
/// Recruiting Team <recruiting@example.com> (the built-in sender; set yours with 'inject-workflow email sender --name "…" --address …')
/// $ inject-workflow email sender --name "Acme Hiring" --address jobs@acme.example
/// sender: Acme Hiring <jobs@acme.example>
/// ```
enum SenderCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "sender",
            summary: "Show or set who the emails are from",
            arguments: [
                .option("name", help: "The name shown as the sender (\"\" for none)"),
                .option("address", help: "The sender's address"),
                .flag("reset", help: "Go back to the built-in sender"),
                .option(
                    "transport", help: "How mail leaves: outbox (the default) or sendmail[:PATH] (sendmail -t -i)",
                    valueName: "transport"),
            ],
            examples: [
                "inject-workflow email sender",
                "inject-workflow email sender --name \"Acme Hiring\" --address jobs@acme.example",
                "inject-workflow email sender --reset",
                "inject-workflow email sender --transport sendmail",
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        if let text = invocation.arguments.value("transport") {
            let transport = try MailTransport.parse(text)
            try invocation.resolver.resolve(Store.self).transaction { db in
                try db.execute("DELETE FROM settings WHERE key = ?", [.text(MailTransport.settingKey)])
                try db.execute(
                    "INSERT INTO settings(key, value) VALUES (?, ?)",
                    [.text(MailTransport.settingKey), .text(transport.text)])
            }
            invocation.console.print(
                "transport: \(transport.text)"
                    + (transport == .outbox ? "" : " (each sent message is kept in the outbox too)"))
            return
        }
        let setting = invocation.resolver.resolve(SenderSetting.self)
        let name = invocation.arguments.value("name")
        let address = invocation.arguments.value("address")
        let current: SenderSetting.Current
        if invocation.arguments.flag("reset") {
            guard name == nil, address == nil else { throw EmailError.resetWithValues.appError }
            current = try setting.reset()
        } else if name != nil || address != nil {
            current = try setting.change(name: name, address: address)
        } else {
            current = try setting.current()
        }
        if try invocation.printJSONIfRequested(current) { return }
        guard name == nil, address == nil, !invocation.arguments.flag("reset") else {
            invocation.console.print("sender: \(current.mailbox.formatted)")
            return
        }
        invocation.console.print(
            current.mailbox.formatted
                + (current.isDefault
                    ? " (the built-in sender; set yours with 'inject-workflow email sender --name \"…\" --address …')"
                    : ""))
    }
}
