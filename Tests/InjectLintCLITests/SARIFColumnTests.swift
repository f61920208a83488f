import Foundation
import Testing

@testable import InjectLint

/// SARIF counts columns in UTF-16 code units; the linter counts UTF-8 bytes. A line with non-ASCII text before the
/// finding must point at the same character in both.
@Suite("SARIF columns")
struct SARIFColumnTests {
    @Test func utf16ColumnsCountScalarsAndSurrogatePairs() {
        let line = Array("é日😀x".utf8)  // 2 + 3 + 4 bytes before x: 1 + 1 + 2 UTF-16 units
        #expect(UTF16Columns.utf16Column(of: line, lineStart: 0, utf8Column: 10) == 5)
        #expect(UTF16Columns.utf16Column(of: line, lineStart: 0, utf8Column: 1) == 1)
        let ascii = Array("let x = 1".utf8)
        #expect(UTF16Columns.utf16Column(of: ascii, lineStart: 0, utf8Column: 5) == 5)
    }

    @Test func sarifPointsAtTheSameCharacterAsTheTextReporter() throws {
        // SARIF printed the UTF-8 column (41 here, 36 in UTF-16): code scanning marked the wrong characters.
        let directory = FileManager.default.temporaryDirectory.appending(path: "inject-lint-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appending(path: "Sources/App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{}".utf8).write(to: directory.appending(path: ".inject-lint.json"))
        let line = #"struct Screen { let note = "😀é日"; @Injected var mailer: Mailer }"#
        try Data("import Inject\n\(line)\n".utf8).write(to: directory.appending(path: "Sources/App/main.swift"))
        let prefix = line[..<line.range(of: "@Injected")!.lowerBound]
        let utf8Column = prefix.utf8.count + 1
        let utf16Column = prefix.utf16.count + 1
        #expect(utf8Column == 41 && utf16Column == 36)

        let text = try InjectLintProcess.run(["--quiet", "--relative-paths", "Sources"], in: directory)
        #expect(text.standardOutput.hasPrefix("Sources/App/main.swift:2:\(utf8Column): error: 'Mailer'"))

        let sarif = try InjectLintProcess.run(["--quiet", "--reporter", "sarif", "Sources"], in: directory)
        #expect(sarif.status == 1)
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let region = try #require((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 2)
        #expect(region["startColumn"] as? Int == utf16Column)
    }
}
