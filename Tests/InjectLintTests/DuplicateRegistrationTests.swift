import Testing

@testable import InjectLint

@Suite struct DuplicateRegistrationTests {
    @Test func theLaterRegistrationIsReportedWithANoteAtTheFirst() {
        let diagnostics = lint(
            "import Inject\nimport Interfaces\nfunc a(_ c: Container) {\n  c.register(Store.self) { A() }\n  c.register(Interfaces.Store.self) { B() }\n}"
        )
        #expect(
            render(diagnostics) == """
                /pkg/Sources/App/main.swift:5:5: warning: 'Store' is registered again; this registration replaces \
                the earlier one — remove one of them, or register them under different names [duplicate-registration]
                /pkg/Sources/App/main.swift:4:5: note: 'Store' is first registered here
                """)
    }

    @Test func onlyRegistrationsProvablyOnOneContainerAreDuplicates() {
        let diagnostics = lint([
            (
                "Sources/App/A.swift",
                """
                import Inject
                func a(_ c: Container, _ d: Container) {
                    c.register(Store.self) { A() }
                    d.register(Store.self) { A() }
                    make().register(Store.self) { A() }
                    make().register(Store.self) { A() }
                }
                func b(_ c: Container) { c.register(Store.self) { A() } }
                extension Container {
                    func defaults() {
                        register(Store.self) { A() }
                        if flag { self.register(Store.self) { B() } }
                        register(Store.self) { C() }
                    }
                }
                """
            ),
            ("Sources/App/B.swift", "import Inject\nfunc a(_ c: Container) { c.register(Store.self) { A() } }"),
        ])
        #expect(diagnostics.map(\.location?.line) == [13])
    }

    @Test func registrationsInDifferentBranchesOfOneConditionalAreNotDuplicates() {
        let source = """
            import Inject
            func f(_ c: Container) {
                #if os(Linux)
                c.register(Clock.self) { A() }
                #if DEBUG
                c.register(Store.self) { A() }
                #endif
                #else
                c.register(Clock.self) { B() }
                #endif
                c.register(Store.self) { B() }
            }
            """
        #expect(lint(source).map(\.location?.line) == [11])
    }
}
