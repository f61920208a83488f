import InjectWorkflowCore
import Testing

@testable import InjectWorkflowApp

@Suite("Every command's --help lists each option once and shows an example of itself")
struct HelpConventionTests {
    /// Every command the app has, as `--help` describes it.
    static var usages: [CommandUsage] {
        AppModules.all.flatMap { module in module.commands.map { HelpPages.usage(of: $0, in: module) } }
            + BuiltinCommands.all.map(\.usage)
    }

    @Test("no option or argument is listed twice, and each has help text")
    func optionsOnce() {
        for usage in Self.usages {
            let names = usage.arguments.map(\.name)
            #expect(Set(names).count == names.count, "\(usage.path) lists \(names)")
            #expect(usage.arguments.allSatisfy { !$0.help.isEmpty }, "\(usage.path)")
        }
    }

    @Test("each command has an example that runs that very command")
    func examples() {
        for usage in Self.usages {
            let help = usage.help()
            #expect(help.contains("\nEXAMPLES:\n  $ \(usage.path)"), "\(usage.path) has no example of itself")
            #expect(usage.examples.allSatisfy { $0.hasPrefix(usage.path + " ") || $0 == usage.path }, "\(usage.path)")
        }
    }
}
