import Foundation

/// The real ``Console``: lines go to the process's standard output and standard error.
///
/// Each line is written with one `write(2)` call under a lock, so lines printed from several threads never
/// interleave, and nothing is left in a buffer when the process exits. A failed write to standard output is
/// kept in ``outputFailure`` (and stops further output there), for the host to report.
///
/// ```swift
/// let console = StandardConsole()
/// console.print("c1")
/// ```
public final class StandardConsole: Console {
    /// Guards the writes; holds the first reason standard output failed.
    private let failure = LockedValue<String?>(nil)

    /// The process's own output: `let console = StandardConsole()`.
    public init() {}

    /// Writes `line` and a newline to standard output: `console.print("c1")`.
    public func print(_ line: String) {
        write(line, to: STDOUT_FILENO)
    }

    /// Why a line could not be written to standard output, if one could not: `console.outputFailure`.
    public var outputFailure: String? { failure.withLock { $0 } }

    /// Writes `line` and a newline to standard error: `console.printError("error: …")`.
    public func printError(_ line: String) {
        write(line, to: STDERR_FILENO)
    }

    private func write(_ line: String, to descriptor: Int32) {
        // The last line of defence against terminal escape injection: whatever a command prints, an ESC or a
        // bidi override stored in the data reaches the terminal only as visible text.
        var text = TextSafety.escaped(line, keepingLineBreaks: true)
        text.append("\n")
        failure.withLock { failure in
            // After a lost line, standard output would have a hole in it: write nothing more there.
            if descriptor == STDOUT_FILENO, failure != nil { return }
            // The string's own bytes, not a copy: a table of 100,000 rows is one line of several megabytes.
            text.withUTF8 { bytes in write(bytes, to: descriptor, failure: &failure) }
        }
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32, failure: inout String?) {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                // Retry an interrupted write. Anything else (a full disk, a closed pipe) loses the line: on
                // standard output that fails the command; on standard error there is nowhere left to say so.
                if errno == EINTR { continue }
                if descriptor == STDOUT_FILENO { failure = String(cString: strerror(errno)) }
                return
            }
            offset += written
        }
    }
}
