import Foundation
import Inject
import InjectLint
import Testing

/// The analyser's `lifetime` check and the linter's `lifetime` rule report the same singletons, in the same words,
/// with the same chains as notes, at the same lines (issue 22): one program, compiled for the analyser and read back
/// for the linter.
@Suite struct LifetimeWordingTests {
    static func source() throws -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("LifetimeWordingProgram.swift")
        return try String(contentsOf: file, encoding: .utf8)
    }

    /// A finding as both tools can print it: line, headline and each note's line and text.
    private static func printed(
        line: Int?, message: String, notes: [(line: Int?, message: String)]
    ) -> String {
        ([("\(line ?? 0): \(message)")] + notes.map { "  \($0.line ?? 0): \($0.message)" }).joined(separator: "\n")
    }

    @Test func bothToolsReportTheSameLifetimeFindings() throws {
        let container = Container()
        composeLifetimeWordProgram(container)
        let analyser = container.validate().findings.filter { $0.ruleID == "lifetime" }.map {
            Self.printed(
                line: $0.location?.line, message: $0.message,
                notes: $0.notes.map { ($0.location?.line, $0.message) })
        }
        let linter = lint(try Self.source()).filter { $0.ruleID == "lifetime" }.map {
            Self.printed(
                line: $0.location?.line, message: $0.message,
                notes: $0.notes.map { ($0.location?.line, $0.message) })
        }
        #expect(analyser.sorted() == linter.sorted())
        #expect(linter.count == 3)
    }

    @Test func theLinterSaysWhatTheAnalyserSays() throws {
        let linter = lint(try Self.source()).filter { $0.ruleID == "lifetime" }
        let checkout = try #require(linter.first { $0.message.hasPrefix("singleton 'LWCheckout'") })
        #expect(
            checkout.message
                == "singleton 'LWCheckout' captures 'LWCart', which is \"session\"-scoped: the singleton keeps its first "
                + "instance forever; register 'LWCart' as .singleton, or 'LWCheckout' with a shorter scope")
        #expect(
            checkout.notes.map(\.message) == [
                "'LWCheckout' injects 'LWPricing' (@Injected pricing), which is transient",
                "'LWPricing' injects 'LWCart' (@Injected cart), which is \"session\"-scoped",
                "'LWCart' is registered as \"session\"-scoped here",
            ])
    }
}
