import Foundation
import Testing

/// Golden files: the expected transcripts of `inject-workflow` commands, in `Tests/AppTests/Golden/<name>.txt`.
///
/// To re-record them after a deliberate change of output, run the tests with `APP_RECORD_GOLDEN=1`:
///
/// ```sh
/// APP_RECORD_GOLDEN=1 swift test --filter AppTests.GoldenTranscriptTests
/// git diff Tests/AppTests/Golden     # review every change before committing it
/// ```
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["APP_RECORD_GOLDEN"] == "1"
    }

    /// Compares `actual` with the golden file `name`, or writes it when recording.
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent("\(name).txt")
        let text = actual.hasSuffix("\n") ? actual : actual + "\n"
        if isRecording {
            do {
                try text.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "no golden file \(url.path); run with APP_RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
            return
        }
        guard expected != text else { return }
        let explanation =
            "output differs from \(name).txt (re-record with APP_RECORD_GOLDEN=1 if the change is intended)\n"
            + firstDifference(expected: expected, actual: text)
        Issue.record(Comment(rawValue: explanation), sourceLocation: sourceLocation)
    }

    private static func firstDifference(expected: String, actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? expectedLines[index] : "<end of file>"
            let got = index < actualLines.count ? actualLines[index] : "<end of output>"
            if want != got {
                return "line \(index + 1):\n  expected: \(want)\n  actual:   \(got)\n\nwhole output:\n\(actual)"
            }
        }
        return actual
    }
}
