import Foundation
import Testing

/// One finished run of the `inject-workflow` binary.
struct AppRun: Sendable {
    var arguments: [String]
    var status: Int32
    var output: String
    var errorOutput: String

    /// The run as the golden files show it: the command line, standard output, standard error (each line
    /// marked `stderr| `), and the exit status, with `dataDirectory` replaced by `$DATA_DIR` and source
    /// positions (`Session.swift:35:27`) by `Session.swift:<line>:<col>`, so a golden file names the file a
    /// registration is in but does not break whenever a line above it moves.
    func transcript(hiding dataDirectory: String) -> String {
        var lines = ["$ inject-workflow " + arguments.map(Self.quoted).joined(separator: " ")]
        lines += output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        lines += errorOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            "stderr| \($0)"
        }
        lines.append("[exit \(status)]")
        return lines.joined(separator: "\n").replacingOccurrences(of: dataDirectory, with: "$DATA_DIR")
            .replacing(/\.swift:\d+:\d+/, with: ".swift:<line>:<col>")
    }

    private static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_.@/:=+$".contains($0) }
        return plain ? word : "\"\(word)\""
    }
}

/// Runs the built `inject-workflow` in a data directory of its own, with a fixed clock and a private `HOME`.
struct AppSandbox {
    /// The fixed "now" of every run, so ids, dates and golden files are stable.
    static let now = "2026-11-22T09:00:00Z"

    let root: URL
    var environment: [String: String]

    /// The data directory the runs use.
    var dataDirectory: String { root.appendingPathComponent("data").path }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("AppTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": root.path,
            "LANG": "C.UTF-8",
            "WORKFLOW_NOW": Self.now,
            // Golden files pin the zone: times show in Berlin with their offset (+01:00 in November).
            "TZ": "Europe/Berlin",
        ]
        environment["WORKFLOW_DATA_DIR"] = dataDirectory
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// The path of document `name` in the data directory (the JSON files of earlier releases).
    func documentPath(_ name: String) -> String { "\(dataDirectory)/\(name).json" }

    /// The path of the database.
    var databasePath: String { "\(dataDirectory)/workflow.sqlite" }

    /// Starts `inject-workflow arguments` without waiting; output goes to files read by ``finish(_:)``. With `umask`, the
    /// process starts under that file-creation mask (through `/bin/sh`); with `launcher`, through that command
    /// (`["/usr/bin/setpriv", "--reuid=nobody", …, "--"]`); with `standardOutput`, into that file
    /// (`/dev/full`) instead, and ``AppRun/output`` is empty.
    func start(
        _ arguments: [String], extraEnvironment: [String: String] = [:], umask: String? = nil,
        launcher: [String] = [], standardOutput: String? = nil
    ) throws -> RunningApp {
        guard let binary = AppBinary.url else {
            throw SandboxError("the 'inject-workflow' executable was not found next to the test bundle; set APP_BINARY")
        }
        let id = UUID().uuidString
        let outputURL = root.appendingPathComponent("\(id).out")
        let errorURL = root.appendingPathComponent("\(id).err")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        if let umask {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask \(umask) && exec \"$0\" \"$@\"", binary.path] + arguments
        } else if let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = launcher.dropFirst() + [binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.environment = environment.merging(extraEnvironment) { $1 }
        process.currentDirectoryURL = root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(
            forWritingTo: standardOutput.map(URL.init(fileURLWithPath:)) ?? outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        return RunningApp(process: process, arguments: arguments, outputURL: outputURL, errorURL: errorURL)
    }

    /// Runs `inject-workflow arguments` to the end (the options are ``start(_:extraEnvironment:umask:launcher:standardOutput:)``'s).
    @discardableResult
    func run(
        _ arguments: [String], extraEnvironment: [String: String] = [:], umask: String? = nil,
        launcher: [String] = [], standardOutput: String? = nil
    ) throws -> AppRun {
        try start(
            arguments, extraEnvironment: extraEnvironment, umask: umask, launcher: launcher,
            standardOutput: standardOutput
        ).finish()
    }
}

/// A started `inject-workflow` process.
struct RunningApp {
    let process: Process
    let arguments: [String]
    let outputURL: URL
    let errorURL: URL

    var processIdentifier: Int32 { process.processIdentifier }

    /// Waits for the process and collects what it printed.
    func finish() throws -> AppRun {
        process.waitUntilExit()
        let output = try String(contentsOf: outputURL, encoding: .utf8)
        let errorOutput = try String(contentsOf: errorURL, encoding: .utf8)
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
        return AppRun(
            arguments: arguments, status: process.terminationStatus, output: output, errorOutput: errorOutput)
    }
}

struct SandboxError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
