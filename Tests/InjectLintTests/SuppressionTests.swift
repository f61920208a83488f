import Testing

@testable import InjectLint

@Suite struct SuppressionTests {
    private let source = """
        import Inject
        struct S {
            // inject-lint:disable-next-line cycle, unregistered
            @Injected var a: A
            /* inject-lint:disable unregistered */
            @Injected var b: B
            @Injected var c: C // inject-lint:enable unregistered
            @Injected var d: D
            // inject-lint:disable-next-line cycle
            @Injected var e: E
            // inject-lint:frobnicate
            @Injected var f: F
        }
        """

    @Test func commentsSilenceOnlyTheirRulesAndLinesFromTheirPositionOn() {
        // Line 7's `enable` comes after its injection on the line, so line 7 is still disabled.
        #expect(lint(source).map(\.location?.line) == [8, 10, 12])
    }

    @Test func suppressionOnlyAppliesToTheFileItIsIn() {
        let diagnostics = lint([
            ("Sources/A.swift", "// inject-lint:disable\nimport Inject\nstruct A { @Injected var x: X }"),
            ("Sources/B.swift", "import Inject\nstruct B { @Injected var y: Y }"),
        ])
        #expect(diagnostics.map(\.location?.path) == ["/pkg/Sources/B.swift"])
    }
}
