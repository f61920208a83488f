import Foundation
import Inject
import InjectLint
import Testing

/// The analyser and the linter describe the same problem in the same words (issue 11, item 8): a cycle and its
/// hops, a name mismatch, a service never registered, a type that differs from a registered one only in its
/// qualifier, an injection inside a decorator's wrapped service, a synchronous request for a service with an async
/// factory (at a property and in a factory). The differential test compares verdicts on random programs; this one compares the sentences.
@Suite struct AnalyserWordingTests {
    /// The text of `AnalyserWordingProgram.swift`, the program `composeWordProgram` compiles.
    static func source() throws -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("AnalyserWordingProgram.swift")
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test func theAnalyserAndTheLinterUseTheSameWords() async throws {
        let container = Container()
        composeWordProgram(container)
        let analyser = await container.validateAsync().findings.map { "[\($0.ruleID)] \($0.message)" }
        // The linter also names the function a factory is registered in; a `Mirror` cannot know it.
        let linter = lint(try Self.source()).map {
            "[\($0.ruleID)] \($0.message.replacingOccurrences(of: " in 'composeWordProgram'", with: ""))"
        }
        #expect(analyser.sorted() == linter.sorted())
        #expect(analyser.count == 7)
    }

    @Test func aCycleHasTheSameHopsInBothTools() throws {
        let container = Container()
        composeWordProgram(container)
        let fromAnalyser = try #require(container.validate().findings.first { $0.ruleID == "cycle" })
        let fromLinter = try #require(lint(try Self.source()).first { $0.ruleID == "cycle" })
        #expect(fromAnalyser.notes.map(\.message) == fromLinter.notes.map(\.message))
        #expect(
            fromLinter.notes.map(\.message) == [
                "'WordMailer' is built as 'WordSMTPMailer', whose 'WordSMTPMailer.outbox' injects 'WordOutbox'",
                "'WordOutbox' is built as 'WordDiskOutbox', whose 'WordDiskOutbox.mailer' injects 'WordMailer'",
            ])
    }
}
