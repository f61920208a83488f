import Foundation
import Testing

/// Runs `inject-workflow` where the data directory is read-only for it. Root ignores file modes, so as root the runs go
/// through `setpriv` as `nobody`, who owns the directory but has no write permission on it; as anyone else a
/// `chmod` is enough.
enum ReadOnlyRunner {
    static let setpriv = "/usr/bin/setpriv"

    /// The command prefix that runs `inject-workflow` as a user the modes apply to; `[]` when we are not root.
    static let launcher: [String] =
        geteuid() == 0 ? [setpriv, "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"] : []

    /// Whether the test can run here: not root, or root with a `setpriv` that can start the built `inject-workflow` as
    /// `nobody` (who must be able to reach the binary through its directories).
    static let isAvailable: Bool = {
        guard geteuid() == 0 else { return true }
        guard let binary = AppBinary.url, FileManager.default.isExecutableFile(atPath: setpriv) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments = Array(launcher.dropFirst()) + [binary.path, "--version"]
        process.environment = ["WORKFLOW_DATA_DIR": "/nonexistent/app-read-only-probe", "HOME": "/nonexistent"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}

@Suite("A read-only data directory")
struct ReadOnlyDataDirectoryTests {
    /// Every file under `directory` with its bytes, so a test can prove a run changed nothing.
    static func snapshot(_ directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let name = enumerator?.nextObject() as? String {
            let path = "\(directory)/\(name)"
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            files[name] = isDirectory.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: path))
        }
        return files
    }

    /// Makes the data directory and everything in it read-only (0500 / 0400), owned by the user the runs use.
    static func makeReadOnly(_ directory: String) throws {
        let fileManager = FileManager.default
        var paths = [directory]
        let enumerator = fileManager.enumerator(atPath: directory)
        while let name = enumerator?.nextObject() as? String { paths.append("\(directory)/\(name)") }
        for path in paths {
            if geteuid() == 0 { #expect(chown(path, 65534, 65534) == 0, "chown nobody \(path)") }
            var isDirectory: ObjCBool = false
            _ = fileManager.fileExists(atPath: path, isDirectory: &isDirectory)
            #expect(chmod(path, isDirectory.boolValue ? 0o500 : 0o400) == 0, "chmod \(path)")
        }
    }

    @Test(
        "reads work; every kind of write exits non-zero saying the directory is read-only, and nothing changes",
        .enabled(
            if: ReadOnlyRunner.isAvailable,
            "as root the test needs /usr/bin/setpriv (util-linux) able to run the built app as 'nobody'"))
    func readsWorkWritesFailClearly() throws {
        let sandbox = try AppSandbox()
        defer {
            _ = chmod(sandbox.dataDirectory, 0o700)  // so the sandbox can be removed
            sandbox.remove()
        }
        #expect(chmod(sandbox.root.path, 0o755) == 0, "nobody must reach the data directory")
        try sandbox.run(["candidates", "add", "--name", "Ada Lovelace", "--email", "ada@example.com", "--role", "QA"])
        try sandbox.run(["email", "compose", "c1", "--template", "application-received"])
        try Self.makeReadOnly(sandbox.dataDirectory)
        let before = try Self.snapshot(sandbox.dataDirectory)
        let asReader = ReadOnlyRunner.launcher

        let list = try sandbox.run(["candidates", "list"], launcher: asReader)
        #expect(list.status == 0, "\(list.errorOutput)")
        #expect(list.output.contains("Ada Lovelace"))
        #expect(try sandbox.run(["email", "drafts", "--json"], launcher: asReader).output.contains("d1"))

        let database = "\(sandbox.dataDirectory)/workflow.sqlite"
        let writes: [[String]] = [
            ["candidates", "add", "--name", "Grace Hopper", "--email", "grace@example.com", "--role", "Admiral"],
            ["candidates", "move", "c1", "screening"],
            ["email", "send", "d1"],
            [
                "events", "schedule", "c1", "--start", "2026-11-23T10:00", "--interviewer", "lin@example.com",
                "--location", "Room 4",
            ],
        ]
        for words in writes {
            let run = try sandbox.run(words, launcher: asReader)
            #expect(run.status != 0, "\(words) must fail")
            #expect(
                run.errorOutput.hasPrefix(
                    "error: cannot write \(database): the data directory is read-only, so this run can only read"),
                "\(words): \(run.errorOutput)")
            #expect(run.output.isEmpty, "\(words) printed \(run.output)")
        }
        let flags = try sandbox.run(["features", "disable", "events"], launcher: asReader)
        #expect(flags.status != 0)
        #expect(flags.errorOutput.contains("features.json"), "\(flags.errorOutput)")
        #expect(
            try Self.snapshot(sandbox.dataDirectory) == before, "the read-only directory is byte-for-byte unchanged")
    }
}
