import Inject
import InjectLint
import Testing

// One program, twice: compiled here for the analyser, and as source text below for the linter.
protocol WordMailer: Sendable {}
protocol WordOutbox: Sendable {}
protocol WordStore: Sendable {}
protocol WordArchive: Sendable {}
enum WordBilling { protocol Client: Sendable {} }
enum WordShipping { protocol Client: Sendable {} }
struct WordSMTPMailer: WordMailer { @Injected var outbox: any WordOutbox }
struct WordDiskOutbox: WordOutbox {
    @Injected var mailer: any WordMailer
    @Injected(name: "archive") var store: any WordStore
    @Injected var client: any WordShipping.Client
}
struct WordFileStore: WordStore { init(archive: any WordArchive) {} }
struct WordBillingClient: WordBilling.Client {}
protocol WordSearch: Sendable {}
protocol WordIndex: Sendable {}
struct WordRealSearch: WordSearch { @Injected var index: any WordIndex }
struct WordLoggingSearch: WordSearch { let wrapped: any WordSearch }

func composeWordProgram(_ c: Container) {
    c.register(WordMailer.self) { WordSMTPMailer() }
    c.register(WordOutbox.self) { WordDiskOutbox() }
    c.register(WordStore.self) { r in WordFileStore(archive: r.resolve()) }
    c.register(WordBilling.Client.self) { WordBillingClient() }
    c.register(WordSearch.self) { WordLoggingSearch(wrapped: WordRealSearch()) }
}

/// The analyser and the linter describe the same problem in the same words (issue 11, item 8): a cycle and its
/// hops, a name mismatch, a service never registered, a type that differs from a registered one only in its
/// qualifier, an injection inside a decorator's wrapped service. The differential test compares verdicts on random programs; this one compares the sentences.
@Suite struct AnalyserWordingTests {
    static let source = """
        import Inject
        protocol WordMailer: Sendable {}
        protocol WordOutbox: Sendable {}
        protocol WordStore: Sendable {}
        protocol WordArchive: Sendable {}
        enum WordBilling { protocol Client: Sendable {} }
        enum WordShipping { protocol Client: Sendable {} }
        struct WordSMTPMailer: WordMailer { @Injected var outbox: any WordOutbox }
        struct WordDiskOutbox: WordOutbox {
            @Injected var mailer: any WordMailer
            @Injected(name: "archive") var store: any WordStore
            @Injected var client: any WordShipping.Client
        }
        struct WordFileStore: WordStore { init(archive: any WordArchive) {} }
        struct WordBillingClient: WordBilling.Client {}
        protocol WordSearch: Sendable {}
        protocol WordIndex: Sendable {}
        struct WordRealSearch: WordSearch { @Injected var index: any WordIndex }
        struct WordLoggingSearch: WordSearch { let wrapped: any WordSearch }

        func composeWordProgram(_ c: Container) {
            c.register(WordMailer.self) { WordSMTPMailer() }
            c.register(WordOutbox.self) { WordDiskOutbox() }
            c.register(WordStore.self) { r in WordFileStore(archive: r.resolve()) }
            c.register(WordBilling.Client.self) { WordBillingClient() }
            c.register(WordSearch.self) { WordLoggingSearch(wrapped: WordRealSearch()) }
        }
        """

    @Test func theAnalyserAndTheLinterUseTheSameWords() {
        let container = Container()
        composeWordProgram(container)
        let analyser = container.validate().findings.map { "[\($0.ruleID)] \($0.message)" }
        // The linter also names the function a factory is registered in; a `Mirror` cannot know it.
        let linter = lint(Self.source).map {
            "[\($0.ruleID)] \($0.message.replacingOccurrences(of: " in 'composeWordProgram'", with: ""))"
        }
        #expect(analyser.sorted() == linter.sorted())
        #expect(analyser.count == 5)
    }

    @Test func aCycleHasTheSameHopsInBothTools() throws {
        let container = Container()
        composeWordProgram(container)
        let fromAnalyser = try #require(container.validate().findings.first { $0.ruleID == "cycle" })
        let fromLinter = try #require(lint(Self.source).first { $0.ruleID == "cycle" })
        #expect(fromAnalyser.notes.map(\.message) == fromLinter.notes.map(\.message))
        #expect(
            fromLinter.notes.map(\.message) == [
                "'WordMailer' is built as 'WordSMTPMailer', whose 'WordSMTPMailer.outbox' injects 'WordOutbox'",
                "'WordOutbox' is built as 'WordDiskOutbox', whose 'WordDiskOutbox.mailer' injects 'WordMailer'",
            ])
    }
}
