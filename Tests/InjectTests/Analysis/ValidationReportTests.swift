import Inject
import Testing

@Suite struct ValidationReportTests {
    protocol Mailer: Sendable {}
    protocol Outbox: Sendable {}
    struct SMTPMailer: Mailer {
        @Injected(fileID: "Mail/SMTPMailer.swift", line: 5, column: 6) var outbox: any Outbox
    }
    struct DiskOutbox: Outbox {
        @Injected(fileID: "Mail/DiskOutbox.swift", line: 6, column: 6) var mailer: any Mailer
        @Injected(name: "disk", fileID: "Mail/DiskOutbox.swift", line: 7, column: 14) var store: any Store
    }

    struct Tagged: Sendable {
        @Injected(
            name: "spam\nApp/Fake.swift:1:1: error: forged\u{1B}[0m", fileID: "Mail/Tagged.swift", line: 4, column: 6)
        var store: any Store
    }

    // Finding.rendered() wrote its own text without the shared Diagnostic's escaping: a name with a line break
    // printed a second, forged diagnostic line.
    @Test func aControlCharacterInANameIsEscapedWhenAFindingIsRendered() throws {
        let container = Container()
        container.register(Tagged.self, fileID: "App/Wiring.swift", line: 3, column: 5) { Tagged() }
        let rendered = try #require(container.validate().findings.first).rendered()
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2, "\(rendered)")
        #expect(lines.first?.hasPrefix("Mail/Tagged.swift:4:") == true)
        #expect(lines.first?.contains(#"named "spam\nApp/Fake.swift:1:1: error: forged\u{1B}[0m""#) == true)
        #expect(!rendered.unicodeScalars.contains("\u{1B}"))
    }

    static func brokenContainer() -> Container {
        let container = Container()
        container.register(Mailer.self, fileID: "App/Wiring.swift", line: 10, column: 5) { SMTPMailer() }
        container.register(Outbox.self, fileID: "App/Wiring.swift", line: 11, column: 5) { DiskOutbox() }
        container.register(Outbox.self, fileID: "App/Wiring.swift", line: 12, column: 5) { DiskOutbox() }
        return container
    }

    @Test func everyProblemIsInOneReportRenderedInCompilerFormat() {
        let report = Self.brokenContainer().validate()
        #expect(report.hasErrors)
        #expect(report.summary == "2 errors, 1 warning")
        #expect(
            report.rendered() == """
                Mail/SMTPMailer.swift:5:5: error: dependency cycle: 'Mailer' → 'Outbox' → 'Mailer'; each service needs the next, so `validate()` rejects the loop even where lazy `@Injected` reads would not recurse — move what they share into a new service, or pass the value in as a parameter instead of injecting it [cycle]
                Mail/SMTPMailer.swift:5:5: note: 'Mailer' is built as 'SMTPMailer', whose 'SMTPMailer.outbox' injects 'Outbox'
                Mail/DiskOutbox.swift:6:5: note: 'Outbox' is built as 'DiskOutbox', whose 'DiskOutbox.mailer' injects 'Mailer'
                Mail/DiskOutbox.swift:7:5: error: 'Store' named "disk" is injected into 'DiskOutbox.store' but never registered; register it with `container.register(Store.self, name: "disk") { … }` [unregistered]
                App/Wiring.swift:12:5: note: 'Outbox' is registered here
                App/Wiring.swift:12:5: warning: 'Outbox' is registered again; this registration replaces the earlier one — remove one of them, or register them under different names [duplicate-registration]
                App/Wiring.swift:11:5: note: 'Outbox' is first registered here

                """)
    }

    @Test func aCleanContainerHasAnEmptyReport() {
        let container = Container()
        registerThreeLevels(in: container, scope: .singleton)
        let report = container.validate()
        #expect(report.findings.isEmpty)
        #expect(!report.hasErrors)
        #expect(report.rendered() == "")
        container.validateOrExit()  // returns: nothing to report
    }

    @Test func validateOrExitPrintsTheReportAndExitsWithStatusOne() async {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            ValidationReportTests.brokenContainer().validateOrExit()
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            standardError.hasPrefix(
                "Mail/SMTPMailer.swift:5:5: error: dependency cycle: 'Mailer' → 'Outbox' → 'Mailer'; each service"))
        #expect(standardError.hasSuffix("Inject: 2 errors, 1 warning in the dependency graph.\n"))
    }
}
