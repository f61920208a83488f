import InjectWorkflowCore

/// A command of the host itself (`inject-workflow graph`, `inject-workflow doctor`, `inject-workflow features`, `inject-workflow demo`), described by the
/// same ``ArgumentSpec``s as a feature's commands so parsing and `--help` work alike.
struct BuiltinCommand: Sendable {
    var name: String
    var summary: String
    var arguments: [ArgumentSpec]
    /// Typical command lines for `--help`.
    var examples: [String] = []
    /// Whether it prints JSON with `--json`; the others do not accept the flag rather than ignore it.
    var printsJSON = false
    /// Returns the exit status: `doctor` reports a broken graph with a non-zero status, not an error.
    var run: @Sendable (BuiltinInvocation) async throws -> ExitCode

    var usage: CommandUsage {
        let hostOptions = GlobalOptions.commandOptions.filter { printsJSON || $0.name != "json" }
        return CommandUsage(
            path: "inject-workflow \(name)", summary: summary, arguments: arguments + hostOptions, examples: examples)
    }
}

/// What a built-in command may use.
struct BuiltinInvocation {
    var arguments: ParsedArguments
    var session: Session
    /// The `--data-dir` the user gave, if any (the session's directory may come from the environment).
    var dataDirectoryOption: String?

    var console: any Console { session.console }
    var outputFormat: OutputFormat { arguments.flag("json") ? .json : .text }
}

/// The built-in commands, in the order `inject-workflow --help` lists them.
enum BuiltinCommands {
    static let all: [BuiltinCommand] = [
        DemoCommand.command, DoctorCommand.command, FeaturesCommand.command, GraphCommand.command,
        PluginsCommand.command, StoreCommand.command,
    ]
}

/// Parses and runs one built-in command.
struct BuiltinRunner {
    var command: BuiltinCommand
    var session: Session
    var dataDirectoryOption: String?

    func run(_ arguments: [String]) async throws -> ExitCode {
        if ArgumentParser.asksForHelp(arguments) {
            session.console.print(command.usage.help())
            return .success
        }
        if !command.printsJSON, arguments.prefix(while: { $0 != "--" }).contains("--json") {
            let takers = BuiltinCommands.all.filter(\.printsJSON).map { "inject-workflow \($0.name)" }
            throw HostError.jsonNotOffered(command: "inject-workflow \(command.name)", takers: takers).appError
        }
        let parsed = try ArgumentParser(usage: command.usage).parse(arguments)
        return try await command.run(
            BuiltinInvocation(arguments: parsed, session: session, dataDirectoryOption: dataDirectoryOption))
    }
}
