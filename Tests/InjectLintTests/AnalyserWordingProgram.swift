import Inject

// One program for both tools: compiled into this test target for the analyser, and read back from this very file
// by `AnalyserWordingTests` for the linter, so the two can never drift apart.
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
actor WordDatabase { static func open() async -> WordDatabase { WordDatabase() } }
protocol WordFeed: Sendable {}
struct WordLiveFeed: WordFeed { @Injected var database: WordDatabase }
protocol WordReport: Sendable {}
struct WordDailyReport: WordReport { init(database: WordDatabase) {} }

func composeWordProgram(_ c: Container) {
    c.register(WordMailer.self) { WordSMTPMailer() }
    c.register(WordOutbox.self) { WordDiskOutbox() }
    c.register(WordStore.self) { r in WordFileStore(archive: r.resolve()) }
    c.register(WordBilling.Client.self) { WordBillingClient() }
    c.register(WordSearch.self) { WordLoggingSearch(wrapped: WordRealSearch()) }
    c.register(WordDatabase.self, scope: .singleton) { await WordDatabase.open() }
    c.register(WordFeed.self) { WordLiveFeed() }
    c.register(WordReport.self) { r in WordDailyReport(database: r.resolve(WordDatabase.self)) }
}
