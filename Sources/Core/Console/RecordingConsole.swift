/// A ``Console`` that keeps everything printed, for tests.
///
/// ```swift
/// let console = RecordingConsole()
/// console.print("c1")
/// #expect(console.output == "c1\n")
/// ```
public final class RecordingConsole: Console {
    private let recorded = LockedValue<(output: String, errorOutput: String)>(("", ""))

    /// An empty recording: `let console = RecordingConsole()`.
    public init() {}

    /// Everything written to standard output, each line followed by a newline.
    public var output: String { recorded.withLock { $0.output } }

    /// Everything written to standard error, each line followed by a newline.
    public var errorOutput: String { recorded.withLock { $0.errorOutput } }

    /// Records `line` as standard output: `console.print("c1")`.
    public func print(_ line: String) {
        recorded.withLock { $0.output += line + "\n" }
    }

    /// Records `line` as standard error: `console.printError("error: …")`.
    public func printError(_ line: String) {
        recorded.withLock { $0.errorOutput += line + "\n" }
    }
}
