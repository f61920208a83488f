import Foundation

@testable import InjectLint

/// The generated package on disk: one executable target holding every program, depending on Inject by path.
struct DifferentialPackage {
    let directory: URL
    let scratch: URL
    var sources: URL { directory.appending(path: "Sources/Programs") }

    /// Writes the package under `<root>/.build-differential/`, replacing the previous programs.
    static func write(_ programs: [DifferentialProgram], root: URL) throws -> DifferentialPackage {
        let base = root.appending(path: ".build-differential")
        let package = DifferentialPackage(
            directory: base.appending(path: "package"), scratch: base.appending(path: "build"))
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: package.sources)
        try fileManager.createDirectory(at: package.sources, withIntermediateDirectories: true)
        let identity = root.lastPathComponent.lowercased()
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Differential",
                platforms: [.macOS(.v12)],
                dependencies: [.package(path: "\(root.path)")],
                targets: [.executableTarget(name: "Programs", dependencies: [.product(name: "Inject", package: "\(identity)")])],
                swiftLanguageModes: [.v6]
            )
            """
        try Data(manifest.utf8).write(to: package.directory.appending(path: "Package.swift"))
        for program in programs {
            try Data(program.source.utf8).write(to: package.sources.appending(path: "Program\(program.index).swift"))
        }
        let calls = programs.map { "await report(\($0.index), composeP\($0.index))" }.joined(separator: "\n")
        let main = """
            import Inject

            // One line per finding: program, rule, message, notes (messages are one line; notes joined by " | ").
            // validateAsync: the async factories are analysed too (validate() would only say it skipped them).
            func report(_ program: Int, _ compose: (Container) -> Void) async {
                let container = Container()
                compose(container)
                for finding in await container.validateAsync().findings {
                    let notes = finding.notes.map(\\.message).joined(separator: " | ")
                    print("\\(program)\\t\\(finding.ruleID)\\t\\(finding.message)\\t\\(notes)")
                }
            }

            \(calls)

            """
        try Data(main.utf8).write(to: package.sources.appending(path: "main.swift"))
        return package
    }

    /// Builds the package and runs it: the analyser's verdict for each program.
    func buildAndRun() throws -> [Int: DifferentialVerdict] {
        let build = try Self.run(
            "/usr/bin/env", ["swift", "build", "--package-path", directory.path, "--scratch-path", scratch.path])
        guard build.status == 0 else { throw DifferentialError.buildFailed(build.output) }
        let run = try Self.run(scratch.appending(path: "debug/Programs").path, [])
        guard run.status == 0 else { throw DifferentialError.runFailed(run.output) }
        var verdicts: [Int: DifferentialVerdict] = [:]
        for line in run.output.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let program = Int(fields[0]) else { continue }
            verdicts[program, default: DifferentialVerdict()].add(
                rule: fields[1], message: fields[2],
                notes: fields[3].isEmpty ? [] : fields[3].components(separatedBy: " | "))
        }
        return verdicts
    }

    /// Lints every program file as one package, as `inject-lint Sources` does: the linter's verdicts.
    func lint(_ programs: [DifferentialProgram]) -> [Int: DifferentialVerdict] {
        let files = programs.map { program in
            SourceFile(
                path: sources.appending(path: "Program\(program.index).swift").path,
                relativePath: "Sources/Programs/Program\(program.index).swift", bytes: Array(program.source.utf8))
        }
        var verdicts: [Int: DifferentialVerdict] = [:]
        let linter = Linter(configuration: LintConfiguration(rootDirectory: directory.path))
        for diagnostic in linter.lint(files) {
            guard let path = diagnostic.location?.path,
                let program = Int(path.split(separator: "/").last!.dropFirst(7).dropLast(6))
            else { continue }
            verdicts[program, default: DifferentialVerdict()].add(
                rule: diagnostic.ruleID, message: diagnostic.message, notes: diagnostic.notes.map(\.message))
        }
        return verdicts
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

enum DifferentialError: Error, CustomStringConvertible {
    case buildFailed(String)
    case runFailed(String)

    var description: String {
        switch self {
        case .buildFailed(let output): "the generated package does not build:\n\(output.suffix(4_000))"
        case .runFailed(let output): "the generated programs crashed:\n\(output.suffix(4_000))"
        }
    }
}
