import Inject
import Testing

@Suite struct DuplicateRegistrationCheckTests {
    @Test func registeringAKeyTwiceIsAWarningPointingAtBoth() {
        let container = Container()
        container.register(Store.self, fileID: "App/A.swift", line: 1, column: 5) { MemoryStore() }
        container.register(Store.self, name: "other", fileID: "App/A.swift", line: 2, column: 5) { MemoryStore() }
        container.register(Store.self, fileID: "App/B.swift", line: 7, column: 5) { MemoryStore() }
        let report = container.validate()
        #expect(!report.hasErrors)
        #expect(
            report.rendered() == """
                App/B.swift:7:5: warning: 'Store' is registered again; this registration replaces the earlier one — remove one of them, or register them under different names [duplicate-registration]
                App/A.swift:1:5: note: 'Store' is first registered here

                """)
    }

    @Test func replacingARegistrationInAnOverridingContainerIsNotADuplicate() {
        let production = Container()
        production.register(Store.self) { MemoryStore() }
        let test = production.overriding { $0.register(Store.self) { MemoryStore(label: "test") } }
        #expect(test.validate().findings.isEmpty)
        #expect(test.resolve(Store.self).label == "test")
    }
}
