/// Where a command's output goes. The host passes ``StandardConsole``; tests pass ``RecordingConsole``.
///
/// Contract: ``print(_:)`` writes one line of results to standard output; ``printError(_:)`` writes one line
/// of diagnostics to standard error. Neither adds anything to the text but the newline. A line that could not
/// be written to standard output (a full disk) is remembered in ``outputFailure``, and nothing more is written
/// there after it, so the host can fail the command instead of exiting 0 with output missing.
public protocol Console: Sendable {
    /// Writes `line` and a newline to standard output.
    func print(_ line: String)
    /// Writes `line` and a newline to standard error.
    func printError(_ line: String)
    /// Why standard output lost a line (`"No space left on device"`), or `nil` while everything reached it.
    var outputFailure: String? { get }
}

extension Console {
    /// A console that cannot fail to write (a recording) never loses a line.
    public var outputFailure: String? { nil }
}
