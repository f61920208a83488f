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
        #expect(lint(source).filter { $0.ruleID == "unregistered" }.map(\.location?.line) == [8, 10, 12])
    }

    @Test func disableNextLineAboveTheAttributesOfAMultiLineDeclarationCoversIt() {
        // The comment sat above `@MainActor` and the finding on `@Injected` two lines down was still reported.
        let source = """
            import Inject
            struct S {
                // inject-lint:disable-next-line unregistered
                @MainActor
                @Injected(
                    name: "a")
                var a: A
                @Injected var b: B
                // inject-lint:disable-next-line
                @Injected var c: C
                @Injected var d: D
            }
            """
        #expect(lint(source).map(\.location?.line) == [8, 11])
    }

    @Test func aMisspelledDirectiveOrRuleIsAWarningWithDidYouMean() {
        let source = """
            import Inject
            struct S {
                // inject-lint:disable-next-line unregisterd
                @Injected var a: A
                // inject-lint:disabel-next-line
            }
            """
        let warnings = lint(source).filter { $0.ruleID == "invalid-suppression" }
        #expect(
            warnings.map(\.message) == [
                "unknown rule 'unregisterd' in an inject-lint:disable-next-line comment, so it silences nothing for "
                    + "it; did you mean 'unregistered'? Valid rules: unregistered, requires-await, argument-mismatch, "
                    + "argument-required, cycle, lifetime, observable-injected, duplicate-registration, "
                    + "feature-import, unused-registration, invalid-source, invalid-suppression",
                "unknown inject-lint directive 'disabel-next-line', so this comment silences nothing; did you mean "
                    + "'disable-next-line'? Valid directives: disable-next-line, disable, enable",
            ])
        #expect(warnings.map(\.severity) == [.warning, .warning])
        #expect(warnings.map(\.location?.line) == [3, 5])
    }

    @Test func twentyThousandSuppressedFindingsAreAllSilenced() {
        // 20,000 suppressed findings took 11 s: each diagnostic walked every directive of its file.
        var source = "import Inject\nstruct S {\n"
        for index in 0..<20_000 {
            source += "    // inject-lint:disable-next-line unregistered\n    @Injected var m\(index): M\(index)\n"
        }
        source += "    @Injected var last: Last\n}\n"
        #expect(lint(source).map(\.location?.line) == [40_003])
    }

    @Test func suppressionOnlyAppliesToTheFileItIsIn() {
        let diagnostics = lint([
            ("Sources/A.swift", "// inject-lint:disable\nimport Inject\nstruct A { @Injected var x: X }"),
            ("Sources/B.swift", "import Inject\nstruct B { @Injected var y: Y }"),
        ])
        #expect(diagnostics.map(\.location?.path) == ["/pkg/Sources/B.swift"])
    }
}
