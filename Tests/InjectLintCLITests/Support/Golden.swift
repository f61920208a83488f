import Foundation
import Testing

/// Compares output with a golden file in `Tests/InjectLintCLITests/Fixtures/Golden/`.
///
/// To re-record after a deliberate change, run the tests with `INJECT_LINT_RECORD=1` and review the diff:
///
/// ```sh
/// INJECT_LINT_RECORD=1 swift test --filter InjectLintCLITests
/// git diff Tests/InjectLintCLITests/Fixtures/Golden
/// ```
///
/// Recording writes the file and still fails the test, so a recording run can never pass CI by accident.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/Golden")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["INJECT_LINT_RECORD"] == "1"
    }

    /// Expects `actual` to equal the golden file `name`, or records it when `INJECT_LINT_RECORD=1`.
    static func expect(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = directory.appending(path: name)
        if isRecording {
            do {
                try Data(actual.utf8).write(to: file)
                Issue.record(
                    "Recorded \(name); review it, then run again without INJECT_LINT_RECORD",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record(
                "Golden file \(name) is missing; record it with INJECT_LINT_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        #expect(actual == expected, "output differs from golden file \(name)", sourceLocation: sourceLocation)
    }
}
