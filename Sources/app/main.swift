import Foundation
import InjectWorkflowCore

// The composition root is `Host`; this file only connects it to the process.
//
// Top-level `await` makes this an async main: the main thread serves the main actor's queue while the host runs
// on the global executor (`AppHost.run` is nonisolated), so validating a plugin's async factories, which may
// await a main-actor service, never waits for a main thread that is busy waiting for it.
let host = AppHost(
    modules: AppModules.all,
    environment: ProcessInfo.processInfo.environment,
    console: StandardConsole())
let status = await host.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
