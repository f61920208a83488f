import Foundation
import InjectWorkflowCore

// The composition root is `Host`; this file only connects it to the process.
//
// The host runs in a task on the global executor, and the main thread runs the main run loop, which serves the
// main actor's queue, as in any app: validating a plugin's async factories, which may await a main-actor service
// (`validateAsync()`), never waits for a main thread that is busy waiting for it. The task ends the process.
// Not `await` at the top level (an async main, same behaviour and cost): that parks the main thread in
// `dispatch_main()`, which Valgrind cannot run, and the README's start-up costs are measured with callgrind.
let host = AppHost(
    modules: AppModules.all,
    environment: ProcessInfo.processInfo.environment,
    console: StandardConsole())
let arguments = Array(CommandLine.arguments.dropFirst())
Task.detached { exit(await host.run(arguments).rawValue) }
// In the default mode the main run loop always waits on the main queue (it is never empty), so this never spins.
while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
