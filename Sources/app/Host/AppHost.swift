import Foundation
import Inject
import InjectWorkflowCore

/// The plugin host: takes the command line, finds the command, composes and validates the container, runs it.
///
/// Everything the process provides comes in through the initialiser, so tests run the whole host in-process
/// with fake modules and a ``RecordingConsole``; `main.swift` only passes the real ones.
///
/// ```swift
/// let host = AppHost(modules: AppModules.all, environment: ["WORKFLOW_DATA_DIR": "/tmp/w"], console: console)
/// let status = await host.run(["candidates", "list"])   // ExitCode.success
/// ```
struct AppHost: Sendable {
    /// Every feature module the app is built with, enabled or not.
    var modules: [any FeatureModule]
    /// The process environment (`WORKFLOW_DATA_DIR`, `WORKFLOW_NOW`, `HOME` …).
    var environment: [String: String]
    /// Where output goes.
    var console: any Console
    /// The directory relative paths are taken from.
    var currentDirectory: String = FileManager.default.currentDirectoryPath
    /// Which build of the program runs (``ProgramIdentity``): the dependency graph is validated once per build
    /// and set of enabled features. `nil` validates on every run; tests set it to stand for a rebuilt program.
    var programIdentity: String? = ProgramIdentity.current

    /// Runs `arguments` (without the program name) and returns the status to exit with. Errors are printed here.
    ///
    /// Async so that validation awaits `validateAsync()` (a plugin's async factories are analysed, not skipped)
    /// with the main actor free: `main.swift` runs this in a detached task while the main thread runs the main run
    /// loop, so an async factory that hops to the main actor (a main-actor service it awaits, `MainActor.run`) is
    /// served by the main thread instead of waiting for a thread blocked in the host.
    func run(_ arguments: [String]) async -> ExitCode {
        do {
            let status = try await dispatch(arguments)
            // Output that never arrived is a failure, not a success with a hole in it.
            if let reason = console.outputFailure { throw HostError.outputLost(reason: reason, undone: false).appError }
            return status
        } catch {
            return ErrorPrinter(console: console).report(error)
        }
    }

    private func dispatch(_ arguments: [String]) async throws -> ExitCode {
        let global = try GlobalOptions(scanning: arguments)
        var words = global.remaining
        // `inject-workflow --json candidates list` means `inject-workflow candidates list --json`.
        let leadingOptions = words.first == "--json" ? [words.removeFirst()] : []
        if words.first == "--version" {
            // Before the data directory is read: the version answers even where the data cannot be read.
            return try printVersion(words.dropFirst(), json: !leadingOptions.isEmpty)
        }
        // `inject-workflow plugins …` manages plugins without running them, so a broken one can always be removed.
        var session = try Session(
            host: self, dataDirectoryOption: global.dataDirectory, storeOption: global.store,
            loadsPlugins: !global.noPlugins && words.first != PluginsCommand.name)
        session.showsUTC = global.utc
        guard let first = words.first, !first.hasPrefix("-") else {
            if !leadingOptions.isEmpty, words.isEmpty { throw HostError.jsonWithoutCommand.appError }
            // `inject-workflow`, `inject-workflow --help`, or an option where the feature belongs.
            if let option = words.first, option != "--help", option != "-h" {
                throw HostError.optionBeforeFeature(option).appError
            }
            console.print(HelpPages.topLevel(session: session))
            return .success
        }
        if first == "help" {
            // `inject-workflow help candidates add` is `inject-workflow candidates add --help`.
            let dataDirectory = global.dataDirectory.map { ["--data-dir", $0] } ?? []
            let store = global.store.map { ["--store", $0] } ?? []
            let flags = (global.utc ? ["--utc"] : []) + (global.noPlugins ? ["--no-plugins"] : [])
            return try await dispatch(dataDirectory + store + flags + words.dropFirst() + ["--help"])
        }
        if let builtin = BuiltinCommands.all.first(where: { $0.name == first }) {
            return try await BuiltinRunner(
                command: builtin, session: session, dataDirectoryOption: global.dataDirectory
            )
            .run(leadingOptions + words.dropFirst())
        }
        if let module = session.enabledModules.first(where: { $0.name == first }) {
            return try await FeatureRunner(module: module, session: session)
                .run(Array(words.dropFirst()), leadingOptions: leadingOptions)
        }
        if session.modules.contains(where: { $0.name == first }) {
            throw HostError.disabledFeature(first, flagsPath: session.flagsPath).appError
        }
        if let entry = session.plugins.installed.first(where: { $0.name == first }) {
            throw PluginError.inactive(entry, loadFailure: session.plugins.notLoaded.first { $0.name == first }?.reason)
                .appError
        }
        if global.noPlugins,
            (try? InstalledPlugins.load(fromDataDirectory: session.dataDirectory))?.entry(named: first) != nil
        {
            throw PluginError.skippedByOption(first).appError
        }
        let known = BuiltinCommands.all.map(\.name) + session.enabledModules.map(\.name)
        throw HostError.unknownFeature(first, suggestion: Suggestion.closest(to: first, among: known)).appError
    }
}
