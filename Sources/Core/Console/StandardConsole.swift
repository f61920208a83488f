import Foundation

/// The real ``Console``: lines go to the process's standard output and standard error.
///
/// Each line is written with one `write(2)` call under a lock, so lines printed from several threads never
/// interleave, and nothing is left in a buffer when the process exits.
///
/// ```swift
/// let console = StandardConsole()
/// console.print("c1")
/// ```
public final class StandardConsole: Console {
    private let lock = LockedValue(())

    /// The process's own output: `let console = StandardConsole()`.
    public init() {}

    /// Writes `line` and a newline to standard output: `console.print("c1")`.
    public func print(_ line: String) {
        write(line, to: STDOUT_FILENO)
    }

    /// Writes `line` and a newline to standard error: `console.printError("error: …")`.
    public func printError(_ line: String) {
        write(line, to: STDERR_FILENO)
    }

    private func write(_ line: String, to descriptor: Int32) {
        // The last line of defence against terminal escape injection: whatever a command prints, an ESC or a
        // bidi override stored in the data reaches the terminal only as visible text.
        var bytes = Array((TextSafety.escaped(line, keepingLineBreaks: true) + "\n").utf8)
        lock.withLock { _ in
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeMutableBytes { buffer in
                    Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                }
                if written < 0 {
                    // Retry an interrupted write; give up on anything else (a closed pipe): there is nobody left
                    // to read the output, and an error message would have nowhere to go either.
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
