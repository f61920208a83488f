import InjectWorkflowCore

/// The `--help` pages above single commands, generated from the modules and built-ins.
enum HelpPages {
    /// `inject-workflow --help`.
    static func topLevel(session: Session) -> String {
        var sections = [
            "inject-workflow: a recruiting workflow built from feature modules on Inject",
            "USAGE: inject-workflow <feature> <command> [options]\n       inject-workflow <built-in command> [options]",
        ]
        let enabled = session.enabledModules
        if !enabled.isEmpty {
            sections.append("FEATURES:\n" + CommandUsage.list(enabled.map { ($0.name, $0.summary) }))
        }
        sections.append("BUILT-IN COMMANDS:\n" + CommandUsage.list(BuiltinCommands.all.map { ($0.name, $0.summary) }))
        sections.append(
            "OPTIONS:\n"
                + CommandUsage.list([
                    (
                        "--data-dir <dir>",
                        "Where the data lives (default: $WORKFLOW_DATA_DIR, else ~/.local/share/workflow)"
                    ),
                    ("--json", "Print JSON instead of text"),
                    ("--utc", "Show and read times in UTC (default: your zone, from TZ or the system)"),
                    ("--no-plugins", "Start without loading the installed plugins (inject-workflow plugins)"),
                    ("--help", "Show help for the app, a feature (inject-workflow <feature> --help) or a command"),
                    ("--version", "Print the app's version"),
                ]))
        let disabled = session.modules.filter { !session.flags.isEnabled($0.name) }.map(\.name)
        if !disabled.isEmpty {
            sections.append(
                "Disabled in features.json: \(disabled.joined(separator: ", ")) "
                    + "(enable with 'inject-workflow features enable <name>')")
        }
        sections.append(
            "Start with 'inject-workflow demo'. Run 'inject-workflow <feature> --help' for a feature's commands.")
        return sections.joined(separator: "\n\n")
    }

    /// `inject-workflow <feature> --help`.
    static func feature(_ module: any FeatureModule) -> String {
        [
            "USAGE: inject-workflow \(module.name) <command> [options]",
            module.summary,
            "COMMANDS:\n" + CommandUsage.list(module.commands.map { ($0.name, $0.summary) }),
            "Run 'inject-workflow \(module.name) <command> --help' for a command's arguments.",
        ].joined(separator: "\n\n")
    }

    /// The usage of `inject-workflow <feature> <command>`, with the host's options added.
    static func usage(of command: FeatureCommand, in module: any FeatureModule) -> CommandUsage {
        CommandUsage(
            path: "inject-workflow \(module.name) \(command.name)", summary: command.summary,
            arguments: command.arguments + GlobalOptions.commandOptions, examples: command.examples)
    }
}
