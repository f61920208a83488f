import Testing

@testable import InjectLint

@Suite struct TypeAliasTests {
    @Test func injectingAnAliasOfARegisteredTypeIsFine() {
        let diagnostics = lint([
            ("Sources/Interfaces/Aliases.swift", "public typealias Store = Interfaces.DocumentStore"),
            (
                "Sources/App/main.swift",
                """
                import Inject
                struct S { @Injected var store: Store; @Injected var other: Other }
                func f(_ c: Container) { c.register(DocumentStore.self) { Disk() } }
                """
            ),
        ])
        #expect(diagnostics.map(\.message.first) == ["'"])
        #expect(diagnostics.first?.message.hasPrefix("'Other'") == true)
    }
}
