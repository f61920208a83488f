import Foundation
import Inject

/// One command a feature contributes: `inject-workflow <feature> <name> [arguments]`.
///
/// The host parses the command line against ``arguments``, builds `--help` from them, and calls ``run``.
///
/// ```swift
/// FeatureCommand(
///     name: "show",
///     summary: "Show one candidate",
///     arguments: [.positional("id", help: "The candidate's id")]
/// ) { invocation in
///     let service = invocation.resolver.resolve(CandidatesService.self)
///     let candidate = try service.candidate(id: try invocation.arguments.required("id"))
///     invocation.console.print(candidate.name)
/// }
/// ```
public struct FeatureCommand: Sendable {
    /// The command's name under its feature (`add`, `list`, `move`).
    public var name: String
    /// One line for the feature's `--help`.
    public var summary: String
    /// What the command accepts. `--json` and `--help` are added by the host; do not declare them.
    public var arguments: [ArgumentSpec]
    /// Whole command lines showing a typical use, printed under EXAMPLES in `--help`
    /// (`inject-workflow candidates show c1`).
    public var examples: [String]
    /// The work. Throw ``AppError`` for anything the user should read.
    public var run: @Sendable (CommandInvocation) throws -> Void

    /// A command: `FeatureCommand(name: "show", summary: "Show one candidate") { invocation in … }`.
    public init(
        name: String, summary: String, arguments: [ArgumentSpec] = [], examples: [String] = [],
        run: @escaping @Sendable (CommandInvocation) throws -> Void
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.examples = examples
        self.run = run
    }
}

/// Everything a running command may use.
public struct CommandInvocation: Sendable {
    /// The parsed command line.
    public var arguments: ParsedArguments
    /// Where output goes (standard output and error, or a recording in tests).
    public var console: any Console
    /// The validated container, for resolving the feature's services.
    public var resolver: any Resolver
    /// `.json` when the user passed `--json`: listings then print JSON instead of tables.
    public var outputFormat: OutputFormat
    /// The rule for files the user names (`--output`); see ``writeOutputFile(_:)``.
    public var outputFile: OutputFile

    /// An invocation, as the host builds it (or a test): `CommandInvocation(arguments: parsed, console: console, resolver: container)`.
    public init(
        arguments: ParsedArguments, console: any Console, resolver: any Resolver, outputFormat: OutputFormat = .text,
        outputFile: OutputFile = OutputFile(
            dataDirectory: "/nonexistent-data-directory", currentDirectory: FileManager.default.currentDirectoryPath)
    ) {
        self.arguments = arguments
        self.console = console
        self.resolver = resolver
        self.outputFormat = outputFormat
        self.outputFile = outputFile
    }
}

/// How a command prints what it lists.
public enum OutputFormat: String, Hashable, Sendable {
    case text
    case json
}
