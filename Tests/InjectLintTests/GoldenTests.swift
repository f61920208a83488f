import Foundation
import Testing

@testable import InjectLint

/// Fixture trees linted as packages, compared with the exact diagnostics in each tree's `expected.txt` (the
/// compiler-style rendering, notes included) and `expected.json` (the `Diagnostic` values as JSON).
///
/// Fixture sources are named `*.swift.fixture` and linted as `*.swift`: their bytes must stay exactly as written
/// (a byte-order mark, CRLF, tabs, invalid UTF-8, an unclosed comment), and `swift format` only touches `.swift`.
///
/// To re-record after a deliberate change, run the tests with `INJECT_LINT_RECORD_GOLDENS=1` and review the
/// diff of the `expected.*` files like code.
@Suite struct GoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Golden")

    static let cases: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }
        .sorted()

    /// Every fixture source under the case, printed with its path relative to the case folder.
    static func lintCase(_ name: String) throws -> [Diagnostic] {
        let folder = root.appendingPathComponent(name)
        var files: [SourceFile] = []
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift.fixture") else { continue }
            let data = try Data(contentsOf: folder.appendingPathComponent(path))
            let swiftPath = String(path.dropLast(".fixture".count))
            files.append(SourceFile(path: swiftPath, relativePath: swiftPath, bytes: Array(data)))
        }
        files.sort { $0.path < $1.path }
        var linter = Linter(configuration: LintConfiguration(rootDirectory: folder.path))
        linter.checksTokenizerInvariants = true
        return linter.lint(files)
    }

    static func json(_ diagnostics: [Diagnostic]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(diagnostics), as: UTF8.self) + "\n"
    }

    @Test func everyCaseHasGoldenFiles() {
        #expect(Self.cases == ["Clean", "Invalid", "Tricky", "Workflow"])
    }

    @Test(arguments: cases)
    func diagnosticsMatchTheGoldenFiles(name: String) throws {
        let diagnostics = try Self.lintCase(name)
        let text = render(diagnostics) + "\n"
        let json = try Self.json(diagnostics)
        let folder = Self.root.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["INJECT_LINT_RECORD_GOLDENS"] != nil {
            try text.write(to: folder.appendingPathComponent("expected.txt"), atomically: true, encoding: .utf8)
            try json.write(to: folder.appendingPathComponent("expected.json"), atomically: true, encoding: .utf8)
        }
        let expectedText = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        let expectedJSON = try String(contentsOf: folder.appendingPathComponent("expected.json"), encoding: .utf8)
        #expect(text == expectedText)
        #expect(json == expectedJSON)
    }
}
