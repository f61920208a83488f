import Foundation
import InjectDiagnostics
import Testing

/// Every rule id comes from `DiagnosticMessages.RuleID`: a literal id beside the catalog drifts from it.
@Suite struct RuleIDCatalogTests {
    /// The package's root, from this file's path (`Tests/InjectDiagnosticsTests/…`).
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folders whose code names rule ids: the analyser and the library's errors, the linter's rules and engine.
    private static let folders = ["Sources/Inject", "Sources/InjectLint"]

    /// `(file:line, text)` of every line outside a comment that writes a rule id as a string literal where an id
    /// is given: `id: "…"`, `ruleID: "…"`, `ruleID: String { "…" }`.
    static func literalIDs(in text: String, file: String) -> [String] {
        let ids = Set(DiagnosticMessages.RuleID.all)
        var found: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            for marker in ["id: \"", "ruleID: \"", "ruleID: String { \""] {
                var rest = Substring(code)
                while let range = rest.range(of: marker) {
                    let literal = rest[range.upperBound...].prefix { $0 != "\"" }
                    if ids.contains(String(literal)) { found.append("\(file):\(number + 1): \(code)") }
                    rest = rest[range.upperBound...]
                }
            }
        }
        return found
    }

    @Test func noRuleOrCheckWritesItsIDAsALiteral() throws {
        var found: [String] = []
        for folder in Self.folders {
            let directory = Self.root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(atPath: directory.path))
            for case let relative as String in files where relative.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(relative), encoding: .utf8)
                found += Self.literalIDs(in: text, file: "\(folder)/\(relative)")
            }
        }
        #expect(found.isEmpty, "use DiagnosticMessages.RuleID instead of:\n\(found.joined(separator: "\n"))")
    }

    @Test func theScanFindsALiteralID() {
        let text = """
            /// RuleDescription(id: "cycle", …) in a comment is fine
            static let description = RuleDescription(id: "cycle", summary: "")
            var ruleID: String { "lazy-injected" }
            """
        #expect(Self.literalIDs(in: text, file: "X.swift").count == 2)
    }

    @Test func everyIDIsListedOnce() {
        #expect(Set(DiagnosticMessages.RuleID.all).count == DiagnosticMessages.RuleID.all.count)
    }
}
