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

/// A registration that a loop repeats, on a container declared outside the loop, is a duplicate however long the
/// loop's body is; one on a container made inside the body is not.
@Suite struct LoopRegistrationTests {
    @Test func everyRegistrationOfALongLoopBodyIsReported() {
        // Only the registrations within 256 tokens of the loop's `{` were judged.
        var source = "import Inject\nfunc compose(_ c: Container, xs: [Int]) {\n    for x in xs {\n"
        for index in 0..<100 { source += "        c.register(S\(index).self) { S() }\n" }
        source += "    }\n    for _ in xs {\n        let fresh = Container()\n"
        for index in 0..<100 { source += "        fresh.register(T\(index).self) { T() }\n" }
        source += "    }\n}\n"
        let found = lint(source).filter { $0.ruleID == "duplicate-registration" }
        #expect(found.count == 100)
        #expect(found.allSatisfy { $0.message.hasPrefix("'S") })
        #expect(found.first?.notes.first?.location?.line == 3)
    }

    @Test func aLocalOfAnEnclosedScopeIsForgottenWhenItCloses() {
        let source = """
            import Inject
            func compose(_ c: Container, xs: [Int]) {
                for x in xs {
                    if x > 0 { let c = Container(); c.register(A.self) { A() } }
                    c.↓register(B.self) { B() }
                }
            }
            """
        let example = Example(source)
        #expect(example.positions(of: DuplicateRegistrationRule.description) == example.markers)
    }
}
