import Foundation

/// Runs the built `inject-lint` executable, as a user or CI would, and captures what it prints.
///
/// ```swift
/// let run = try InjectLintProcess.run(["--reporter", "json", "Sources"], in: Fixtures.workflow)
/// #expect(run.status == 1)
/// ```
struct InjectLintProcess {
    /// What one run printed, and how it ended.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Where the binary is: SwiftPM puts executables next to the test bundle (`.build/<triple>/debug/`).
    static let executable: URL = {
        var candidates: [URL] = [
            Bundle.main.bundleURL,
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let packageRoot = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(packageRoot.appending(path: ".build/debug"))
        for directory in candidates {
            let binary = directory.appending(path: "inject-lint")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        // Returned anyway so the failing test says where it looked.
        return candidates[0].appending(path: "inject-lint")
    }()

    /// Runs `inject-lint arguments` with `directory` as the working directory.
    static func run(_ arguments: [String], in directory: URL) throws -> Result {
        try run(executable, arguments, in: directory)
    }

    /// Runs `script` with `/bin/sh -c`, `$0` being the binary: a shell glob hands over file names as bytes, which
    /// `Process` (taking `String`s) cannot.
    static func runThroughShell(_ script: String, in directory: URL) throws -> Result {
        try run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, executable.path], in: directory)
    }

    private static func run(_ program: URL, _ arguments: [String], in directory: URL) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes before waiting: a full pipe would otherwise block the child forever.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}
