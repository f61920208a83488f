import InjectWorkflowCore

/// Runs `inject-workflow <feature> <command> [arguments]` for one enabled module.
struct FeatureRunner {
    var module: any FeatureModule
    var session: Session

    /// Runs `words` (`<command> [arguments]`); `leadingOptions` were given before the feature and apply to
    /// the command.
    func run(_ words: [String], leadingOptions: [String] = []) async throws -> ExitCode {
        let console = session.console
        guard let name = words.first, !name.hasPrefix("-") else {
            if let option = words.first, !ArgumentParser.asksForHelp([option]) {
                throw HostError.optionBeforeCommand(feature: module.name, option: option).appError
            }
            console.print(HelpPages.feature(module))
            return .success
        }
        guard let command = module.commands.first(where: { $0.name == name }) else {
            let suggestion = Suggestion.closest(to: name, among: module.commands.map(\.name))
            throw HostError.unknownCommand(feature: module.name, command: name, suggestion: suggestion).appError
        }
        let usage = HelpPages.usage(of: command, in: module)
        let arguments = leadingOptions + words.dropFirst()
        if ArgumentParser.asksForHelp(arguments) {
            console.print(usage.help())
            return .success
        }
        // A flags file that leaves this feature without one it needs is explained before anything else.
        try session.checkRequirements()
        let parsed = try ArgumentParser(usage: usage).parse(arguments)
        let (container, recordToSave) = try await session.validatedContainer(running: module.name)
        // One transaction per command: everything it changes is kept together, or (when it fails) none of it.
        try container.resolve(Store.self).transaction { db in
            try command.run(
                CommandInvocation(
                    arguments: parsed, console: console, resolver: container,
                    outputFormat: parsed.flag("json") ? .json : .text,
                    outputFile: OutputFile(
                        dataDirectory: DataDirectory.path(of: session.dataDirectory),
                        currentDirectory: session.host.currentDirectory)))
            // Inside the transaction: a command whose output was lost keeps none of its changes.
            if let reason = console.outputFailure { throw HostError.outputLost(reason: reason, undone: true).appError }
            // Kept only with a command that succeeded: after a failure the next run simply validates again.
            try recordToSave?.save(in: db)
        }
        return .success
    }
}
