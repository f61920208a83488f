import Foundation

/// Runs `inject-workflow` processes and measures their wall time, from launch to exit.
///
/// It spawns and reaps the child itself (`posix_spawn`, `waitpid`) instead of using Foundation's `Process`:
/// on Linux `Process.waitUntilExit()` notices the exit by polling a run loop every 50 ms, which turned every
/// figure of this benchmark into "about 51 ms" whatever the command did.
struct AppTimer {
    /// The `inject-workflow` executable measured.
    var binary: URL
    /// The environment of every run (the data directory, a fixed clock).
    var environment: [String: String]

    /// The wall time of one run of `inject-workflow arguments`, with its output thrown away; fails on an unexpected status.
    func time(_ arguments: [String], expecting status: Int32 = 0) throws -> Duration {
        // Standard error goes to a file, not a pipe nobody reads while the child runs (a full pipe would block it).
        let errorsFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("store-benchmark-\(getpid())-stderr.txt")
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorsFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = [binary.path] + arguments
        let environmentLines = environment.map { "\($0.key)=\($0.value)" }
        var child = pid_t()
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = withCStrings(argv) { argv in
            withCStrings(environmentLines) { environ in posix_spawn(&child, binary.path, &actions, nil, argv, environ) }
        }
        guard spawned == 0 else {
            throw BenchmarkError("could not start \(binary.path): \(String(cString: strerror(spawned)))")
        }
        var waitStatus: Int32 = 0
        while waitpid(child, &waitStatus, 0) == -1, errno == EINTR {}
        let elapsed = clock.now - start
        // The `WIFEXITED`/`WEXITSTATUS` macros, which Swift does not import: low 7 bits zero = a normal exit.
        let exitStatus = waitStatus & 0x7f == 0 ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f)
        guard exitStatus == status else {
            let text = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
            throw BenchmarkError("inject-workflow \(arguments.joined(separator: " ")) exited \(exitStatus): \(text)")
        }
        return elapsed
    }

    /// The median wall time of `runs` runs; `arguments(i)` gives run `i`'s command line.
    func median(runs: Int, expecting status: Int32 = 0, _ arguments: (Int) -> [String]) throws -> Duration {
        var times: [Duration] = []
        for run in 0..<runs { times.append(try time(arguments(run), expecting: status)) }
        return times.sorted()[times.count / 2]
    }
}

/// Calls `body` with `strings` as a NULL-terminated C array (`argv`, `environ`), freed afterwards.
private func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
    var pointers = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Duration {
    /// Milliseconds with one decimal: `12.7 ms`.
    var milliseconds: String {
        String(format: "%.1f ms", millisecondCount)
    }

    /// Milliseconds with two decimals: `0.27 ms` (the in-process figures are often below one).
    var preciseMilliseconds: String {
        String(format: "%.2f ms", millisecondCount)
    }

    /// The duration in milliseconds.
    private var millisecondCount: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    /// `self / other` as a factor: `1.05×`.
    func ratio(to other: Duration) -> String {
        String(format: "%.2f×", self / other)
    }
}
