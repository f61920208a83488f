import Foundation

/// Runs `app` processes and measures their wall time, from launch to exit.
struct AppTimer {
    /// The `app` executable measured.
    var binary: URL
    /// The environment of every run (the data directory, a fixed clock).
    var environment: [String: String]

    /// The wall time of one run of `app arguments`, with its output thrown away; fails on an unexpected status.
    func time(_ arguments: [String], expecting status: Int32 = 0) throws -> Duration {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = clock.now - start
        guard process.terminationStatus == status else {
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw BenchmarkError("app \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(text)")
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

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Duration {
    /// Milliseconds with one decimal: `12.7 ms`.
    var milliseconds: String {
        let (seconds, attoseconds) = components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(format: "%.1f ms", value)
    }

    /// `self / other` as a factor: `1.05×`.
    func ratio(to other: Duration) -> String {
        String(format: "%.2f×", self / other)
    }
}
