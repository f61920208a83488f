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
        @Injected(name: "disk", fileID: "Mail/DiskOutbox.swift", line: 7, column: 6) var store: any Store
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
                Mail/SMTPMailer.swift:5:5: error: dependency cycle: Mailer → Outbox → Mailer [cycle]
                Mail/SMTPMailer.swift:5:5: note: 'SMTPMailer.outbox' injects 'Outbox' (@Injected outbox)
                Mail/DiskOutbox.swift:6:5: note: 'DiskOutbox.mailer' injects 'Mailer' (@Injected mailer)
                note: break the cycle: remove one of these injections, pass the value as a method argument, or move what they share into a new service
                Mail/DiskOutbox.swift:7:5: error: 'Store (name: "disk")' is injected into 'DiskOutbox.store' but never registered; register it: container.register(Store.self, name: "disk") { … } [unregistered]
                App/Wiring.swift:12:5: note: 'Outbox' is registered here
                App/Wiring.swift:12:5: warning: 'Outbox' is registered again and replaces the earlier registration; remove one, or give one a name [duplicate-registration]
                App/Wiring.swift:11:5: note: first registered here

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
                "Mail/SMTPMailer.swift:5:5: error: dependency cycle: Mailer → Outbox → Mailer [cycle]\n"))
        #expect(standardError.hasSuffix("Inject: 2 errors, 1 warning in the dependency graph.\n"))
    }
}
