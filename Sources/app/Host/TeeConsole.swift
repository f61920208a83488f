import InjectWorkflowCore

/// Passes output on to another console and keeps a copy of the standard-output lines, so the demo can show
/// a step's output and also read the ids it printed.
final class TeeConsole: Console {
    private let inner: any Console
    private let lines = LockedValue<[String]>([])

    init(forwardingTo inner: any Console) {
        self.inner = inner
    }

    /// The standard-output lines printed so far.
    var output: [String] { lines.withLock { $0 } }

    func print(_ line: String) {
        lines.withLock { $0.append(line) }
        inner.print(line)
    }

    func printError(_ line: String) {
        inner.printError(line)
    }

    var outputFailure: String? { inner.outputFailure }
}
