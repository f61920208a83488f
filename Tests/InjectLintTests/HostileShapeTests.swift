import Testing

@testable import InjectLint

/// Inputs shaped to make a step quadratic: each test pins the count that grew with the square of the input
/// before, so the step stays linear. (The benchmark, `Benchmarks/lint/run.sh`, prints the times.)
@Suite struct HostileShapeTests {
    @Test func aRegistrationPerServiceOfATypeWithAMemberPerServiceIsLinearInEdges() {
        // 3,000 registrations of a type with 3,000 injected members made 9,000,000 edges, each with its message
        // text (9.6 s): edges go through one node for the built type now.
        let count = 300
        var source = "import Inject\nfinal class Hub {\n"
        for index in 0..<count { source += "    @Injected var m\(index): S\(index)\n" }
        source += "}\nfunc compose(_ c: Container) {\n"
        for index in 0..<count { source += "    c.register(S\(index).self) { Hub() }\n" }
        source += "}\n"
        let facts = FileScan.facts(of: Array(source.utf8))
        let file = SourceFile(path: "/pkg/A.swift", relativePath: "A.swift", bytes: Array(source.utf8))
        let context = RuleContext(
            files: SourceFiles([file]), facts: PackageFacts([facts]), declarations: DeclarationIndex(facts: [facts]),
            configuration: LintConfiguration(rootDirectory: "/pkg"))
        let graph = DependencyGraph(context: context)
        #expect(graph.edges.joined().count == 2 * count)
        // Every service is on a cycle through Hub: one component, reported once.
        let diagnostics = CycleRule.check(context, severity: .error)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("(\(count) services depend on each other in this loop)") == true)
    }

    @Test func aFileFullOfBrokenLiteralsGetsOneDiagnosticWithACount() {
        // One megabyte of unterminated strings printed one diagnostic per line (34 MB of output).
        let source = String(repeating: "let s = \"\\(\n", count: 1_000)
        let diagnostics = lint(source)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.ruleID == "invalid-source")
        #expect(diagnostics.first?.message.hasSuffix("more problems in this file)") == true)
    }

    @Test func aLongRunOfHashesIsLexedInLinearWork() {
        // 200,000 `#` took 8.6 s: every `#` counted the rest of the run again.
        let facts = FileScan.facts(of: Array(repeating: UInt8(ascii: "#"), count: 20_000))
        #expect(facts.lookaheadWork <= 2 * 20_000)
    }

    @Test func thousandsOfRegistrationsOfOneTypeOnDifferentReceiversAreNoDuplicates() {
        // Each registration was compared with every earlier one of its type (quadratic); receivers differ, so
        // none is a duplicate, and two on one receiver still are.
        var source = "import Inject\nfunc compose() {\n"
        for index in 0..<5_000 { source += "    c\(index).register(Store.self) { S() }\n" }
        source += "    c0.register(Store.self) { S() }\n}\n"
        let diagnostics = lint(source)
        #expect(diagnostics.map(\.ruleID) == ["duplicate-registration"])
        #expect(diagnostics.map(\.location?.line) == [5_003])
        #expect(diagnostics.first?.notes.map(\.location?.line) == [3])
    }
}
