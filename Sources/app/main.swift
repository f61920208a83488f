import Foundation
import InjectWorkflowCore

// The composition root is `Host`; this file only connects it to the process.
let host = AppHost(
    modules: AppModules.all,
    environment: ProcessInfo.processInfo.environment,
    console: StandardConsole())
let status = host.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
