import Testing

@testable import InjectLint

@Suite struct InvalidSourceTests {
    @Test func invalidUTF8IsReportedWithItsPositionAndTheRunGoesOn() {
        let bytes =
            Array("import Inject\nlet a = \"caf".utf8) + [0xE9] + Array("\"\nstruct S { @Injected var m: M }".utf8)
        var linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        linter.checksTokenizerInvariants = true
        let diagnostics = linter.lint([SourceFile(path: "/pkg/Bad.swift", relativePath: "Bad.swift", bytes: bytes)])
        #expect(
            render(diagnostics) == """
                /pkg/Bad.swift:2:13: error: the file is not valid UTF-8 at 2:13; Swift source must be UTF-8 — \
                re-save the file as UTF-8 [invalid-source]
                /pkg/Bad.swift:3:12: error: 'M' is injected into 'S.m' but never registered; register it with \
                `container.register(M.self) { … }` [unregistered]
                """)
    }

    @Test func aByteOrderMarkCountsInTheFirstLinesColumnsAsSwiftcCountsIt() {
        // swiftc reports `let x: Int = "a"` after a BOM at 1:17, not 1:14: the BOM's three bytes count.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("import Inject; struct S { @Injected var m: M }".utf8)
        var linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        linter.checksTokenizerInvariants = true
        let diagnostics = linter.lint([SourceFile(path: "/pkg/B.swift", relativePath: "B.swift", bytes: bytes)])
        #expect(diagnostics.map(\.location?.column) == [30])
    }

    @Test func positionsCountCRLFAsOneLineBreakAndColumnsInBytes() {
        let diagnostics = lint("import Inject\r\nstruct S {\r\n\t/* é */ @Injected var m: M\r\n}")
        #expect(diagnostics.map { "\($0.location!.line):\($0.location!.column)" } == ["3:11"])
    }
}
