import Foundation
import Inject
import InjectWorkflowCandidates
import InjectWorkflowCore
import InjectWorkflowEmailComposer
import InjectWorkflowEvents

/// Runs the app's feature commands inside this process on one open store, the way the host does (one
/// transaction per command, the same command code), with their output thrown away: what a command's store work
/// costs once the process has started and the connection is open.
struct InProcessCommands {
    let store: any Store
    private let container = Container()
    private let modules: [any FeatureModule] = [CandidatesModule(), EmailComposerModule(), EventsModule()]

    init(store: any Store, now: Date) {
        self.store = store
        container.register(Store.self, scope: .singleton) { store }
        container.register(WallClock.self, scope: .singleton) { FixedClock(now) }
        container.register(TimeDisplay.self, scope: .singleton) { TimeDisplay.utc }
        for module in modules { module.register(in: container) }
    }

    /// The wall time of `inject-workflow <words…>` run in this process; fails unless it ends as `succeeds` says.
    func time(_ words: [String], succeeds: Bool = true) throws -> Duration {
        guard let module = modules.first(where: { $0.name == words.first }),
            let command = module.commands.first(where: { $0.name == words.dropFirst().first })
        else { throw BenchmarkError("no command '\(words.prefix(2).joined(separator: " "))'") }
        let usage = CommandUsage(
            path: "inject-workflow \(module.name) \(command.name)", summary: command.summary,
            arguments: command.arguments)
        let arguments = try ArgumentParser(usage: usage).parse(Array(words.dropFirst(2)))
        let clock = ContinuousClock()
        let start = clock.now
        var failure: (any Error)?
        do {
            try store.transaction { _ in
                try command.run(
                    CommandInvocation(arguments: arguments, console: DiscardingConsole(), resolver: container))
            }
        } catch {
            failure = error
        }
        let elapsed = clock.now - start
        if succeeds, let failure { throw BenchmarkError("\(words.joined(separator: " ")) failed: \(failure)") }
        if !succeeds, failure == nil { throw BenchmarkError("\(words.joined(separator: " ")) succeeded unexpectedly") }
        return elapsed
    }
}

/// A console that drops every line (the process runs send theirs to /dev/null).
private struct DiscardingConsole: Console {
    func print(_ line: String) {}
    func printError(_ line: String) {}
}
