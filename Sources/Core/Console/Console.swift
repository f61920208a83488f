/// Where a command's output goes. The host passes ``StandardConsole``; tests pass ``RecordingConsole``.
///
/// Contract: ``print(_:)`` writes one line of results to standard output; ``printError(_:)`` writes one line
/// of diagnostics to standard error. Neither adds anything to the text but the newline.
public protocol Console: Sendable {
    /// Writes `line` and a newline to standard output.
    func print(_ line: String)
    /// Writes `line` and a newline to standard error.
    func printError(_ line: String)
}
