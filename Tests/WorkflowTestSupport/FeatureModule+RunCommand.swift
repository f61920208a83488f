import Inject
import InjectWorkflowCore

extension FeatureModule {
    /// Runs `inject-workflow <name> <words…>` the way the host does and returns what it printed: the words are parsed by
    /// Core's `ArgumentParser` against the command's declared arguments (so a name the command reads but does
    /// not declare fails here), then the command runs with a recording console and `resolver`.
    ///
    /// ```swift
    /// let output = try CandidatesModule().runCommand(["show", "c1"], resolver: container)
    /// ```
    public func runCommand(_ words: [String], resolver: any Resolver, format: OutputFormat = .text) throws -> String {
        guard let command = words.first.flatMap({ word in commands.first(where: { $0.name == word }) }) else {
            throw AppError.internalError("no command '\(words.first ?? "")' in \(type(of: self))")
        }
        let usage = CommandUsage(
            path: "inject-workflow \(name) \(command.name)", summary: command.summary, arguments: command.arguments)
        let arguments = try ArgumentParser(usage: usage).parse(Array(words.dropFirst()))
        let console = RecordingConsole()
        try command.run(
            CommandInvocation(arguments: arguments, console: console, resolver: resolver, outputFormat: format))
        return console.output
    }
}
