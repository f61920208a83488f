import Foundation
import InjectWorkflowCore

/// `inject-workflow plugins [list | install <library> [--force] | enable <name> | disable <name> |
/// remove <name> [--purge]]`: the plugins of the data directory.
///
/// ```text
/// $ inject-workflow plugins install .build/release/libScorecards.so
/// Installed plugin 'scorecards' 1.0.0 (adds: rate, list) into /home/ada/.local/share/workflow/plugins/scorecards.so
/// $ inject-workflow plugins list
/// NAME        VERSION  STATE    NEEDS       ADDS        SUMMARY
/// scorecards  1.0.0    enabled  candidates  rate, list  Interview scorecards: rate a candidate per criterion
/// ```
///
/// The command itself never loads the installed plugins (so a broken one can always be disabled or removed);
/// `install` loads the new one, and the others to validate it over the live graph.
enum PluginsCommand {
    static let name = "plugins"
    static let actions = ["list", "install", "enable", "disable", "remove"]

    static var command: BuiltinCommand {
        BuiltinCommand(
            name: name,
            summary: "List, install, enable, disable or remove plugins",
            arguments: [
                .positional(
                    "action", help: "list, install, enable, disable or remove (omit to list)", isRequired: false),
                .positional("target", help: "The library to install, or the plugin's name", isRequired: false),
                .flag("force", help: "With install: replace an installed plugin of the same name"),
                .flag("purge", help: "With remove: also delete the plugin's data from the store"),
            ],
            examples: [
                "inject-workflow plugins", "inject-workflow plugins install .build/release/libScorecards.so",
                "inject-workflow plugins disable scorecards", "inject-workflow plugins remove scorecards --purge",
            ],
            printsJSON: true,
            run: run)
    }

    static func run(_ invocation: BuiltinInvocation) async throws -> ExitCode {
        let action = invocation.arguments.value("action") ?? "list"
        guard actions.contains(action) else {
            throw PluginsCommandError.unknownAction(action, suggestion: Suggestion.closest(to: action, among: actions))
                .appError
        }
        if action == "list" {
            try list(invocation)
            return .success
        }
        guard let target = invocation.arguments.value("target") else {
            throw PluginsCommandError.missingTarget(action: action).appError
        }
        if action == "install" {
            try await PluginInstaller(invocation: invocation).install(
                path: target, force: invocation.arguments.flag("force"))
            return .success
        }
        let session = invocation.session
        var installed = try InstalledPlugins.load(fromDataDirectory: session.dataDirectory)
        guard let index = installed.entries.firstIndex(where: { $0.name == target }) else {
            let suggestion = Suggestion.closest(to: target, among: installed.entries.map(\.name))
            throw PluginError.unknownPlugin(target, suggestion: suggestion).appError
        }
        switch action {
        case "enable", "disable":
            installed.entries[index].enabled = action == "enable"
            installed.entries[index].disabledReason = nil
            try installed.save(toDataDirectory: session.dataDirectory)
            invocation.console.print("\(action == "enable" ? "Enabled" : "Disabled") plugin '\(target)'")
        default:
            try remove(
                installed.entries[index], from: &installed, purge: invocation.arguments.flag("purge"), invocation)
        }
        return .success
    }

    private static func remove(
        _ entry: InstalledPlugins.Entry, from installed: inout InstalledPlugins, purge: Bool,
        _ invocation: BuiltinInvocation
    ) throws {
        let session = invocation.session
        if purge { try PluginData.purge(entry, session: session) }
        installed.entries.removeAll { $0.name == entry.name }
        try installed.save(toDataDirectory: session.dataDirectory)
        unlink(session.plugins.folder + "/" + entry.file)
        invocation.console.print(
            "Removed plugin '\(entry.name)'"
                + (purge
                    ? " and its data"
                    : "; its data stays in the store ('inject-workflow plugins remove \(entry.name) --purge' after a "
                        + "reinstall deletes it)"))
    }

    /// One row of `inject-workflow plugins list --json`.
    struct Row: Encodable {
        var name: String
        var version: String
        var state: String
        var needs: [String]
        var adds: [String]
        var summary: String
        var file: String
    }

    private static func list(_ invocation: BuiltinInvocation) throws {
        let session = invocation.session
        let installed = try InstalledPlugins.load(fromDataDirectory: session.dataDirectory)
        let rows = installed.entries.map { entry in
            Row(
                name: entry.name, version: entry.version,
                state: entry.enabled ? "enabled" : entry.disabledReason.map { "disabled (\($0))" } ?? "disabled",
                needs: entry.requires, adds: entry.commands, summary: entry.summary,
                file: session.plugins.folder + "/" + entry.file)
        }
        if invocation.outputFormat == .json {
            try invocation.console.printJSON(rows)
            return
        }
        guard !rows.isEmpty else {
            invocation.console.print(
                "No plugins installed in \(session.plugins.folder); install one with "
                    + "'inject-workflow plugins install <library>'")
            return
        }
        let table = Table(
            columns: ["NAME", "VERSION", "STATE", "NEEDS", "ADDS", "SUMMARY"],
            rows: rows.map {
                [
                    $0.name, $0.version, $0.state, $0.needs.isEmpty ? "-" : $0.needs.joined(separator: ", "),
                    $0.adds.joined(separator: ", "), $0.summary,
                ]
            })
        invocation.console.print(table.rendered())
    }
}

/// The mistakes of `inject-workflow plugins` on the command line.
enum PluginsCommandError {
    case unknownAction(String, suggestion: String?)
    case missingTarget(action: String)

    var appError: AppError {
        switch self {
        case .unknownAction(let action, let suggestion):
            return .usage(
                "unknown action '\(action)' for 'inject-workflow plugins'",
                hint: (suggestion.map { "did you mean '\($0)'? The actions are" } ?? "the actions are")
                    + " list, install, enable, disable and remove")
        case .missingTarget(let action):
            let what = action == "install" ? "<library>" : "<name>"
            return .usage(
                "'inject-workflow plugins \(action)' needs \(action == "install" ? "a library" : "a plugin's name")",
                hint: "write 'inject-workflow plugins \(action) \(what)'")
        }
    }
}
