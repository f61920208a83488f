import Testing

@testable import InjectLint

/// Bugs found while linting real code; each test opens with the line that describes the bug it pins.
@Suite struct RegressionTests {
    @Test func rawStringOfOneQuoteIsNotAMultiLineString() {
        // swift-syntax's Cursor.swift (`$0 == #"""#`) was reported as an unterminated string: `#"""#` opened a
        // multi-line literal instead of being a one-quote raw string.
        let source = ##"""
            if isSingleLineString.advance(if: { $0 == #"""# }) { return }
            let extractNameRegex = Regex { #".library(name: ""# ; #"""# }
            """##
        #expect(lint(source).isEmpty)
        #expect(texts(source, .identifier).contains("extractNameRegex"))
    }

    @Test func eachTestsOwnContainerIsNotADuplicateRegistration() {
        // The project's own test files register the same fakes in every test: each test builds its own container,
        // and they were all reported as duplicates of the first.
        let source = """
            import Inject
            @Test func a() { let c = Container(); c.register(Store.self) { FakeStore() } }
            @Test func b() { let c = Container(); c.register(Store.self) { FakeStore() } }
            """
        #expect(lint(source).isEmpty)
    }

    @Test func anOptionalBackEdgeIsNotACycle() {
        // Events injects `EmailComposing?` and email injects `EventsService`: the analyser skips optional edges,
        // the linter reported a cycle.
        let source = """
            import Inject
            struct StoredEventsService: EventsService { @Injected var email: EmailComposing? }
            struct Composer: EmailComposing { @Injected var events: EventsService }
            func compose(_ c: Container) {
                c.register(EventsService.self) { StoredEventsService() }
                c.register(EmailComposing.self) { Composer() }
            }
            """
        #expect(lint(source).isEmpty)
    }

    @Test func uiKitCellRegistrationIsNotAServiceRegistration() {
        // `tableView.register(Cell.self, forCellReuseIdentifier:)` in an app importing Inject counted as a
        // registration of `Cell` (and made "did you mean 'Cell'?" suggestions).
        let source = """
            import Inject
            struct S { @Injected var c: Cel }
            func setUp() { tableView.register(Cell.self, forCellReuseIdentifier: "cell") }
            """
        #expect(lint(source).map(\.notes) == [[]])
    }
}
