import Foundation
import Testing

/// `inject-lint` exits 0 when there is no error, 1 when there is, and 2 when it cannot lint at all.
@Suite("Exit status")
struct ExitStatusTests {
    @Test func cleanTreeExitsZeroAndPrintsNothing() throws {
        let run = try InjectLintProcess.run(["Sources"], in: Fixtures.clean)
        #expect(run.status == 0)
        #expect(run.standardOutput == "")
    }

    @Test func treeWithErrorsExitsOne() throws {
        let run = try InjectLintProcess.run(["Sources"], in: Fixtures.workflow)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains(": error: "))
    }

    @Test func onlyWarningsExitZero() throws {
        // The configuration turns `unregistered` into a warning; nothing else fires there.
        let run = try InjectLintProcess.run([], in: Fixtures.configured)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains(": warning: "))
        #expect(!run.standardOutput.contains(": error: "))
    }

    @Test func missingPathExitsTwoAndSaysWhichPath() throws {
        let run = try InjectLintProcess.run(["Soruces"], in: Fixtures.clean)
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        let looked = Fixtures.clean.appending(path: "Soruces").path
        #expect(
            run.standardError
                == "error: no such file or directory: 'Soruces' (looked for \(looked)); check the path, or run "
                + "inject-lint from the directory it is relative to\n"
        )
    }

    @Test func aFIFONamedOnTheCommandLineIsRefusedAtOnceWithExitTwo() throws {
        // `inject-lint pipe` opened the FIFO for reading and blocked forever, waiting for a writer.
        let directory = FileManager.default.temporaryDirectory.appending(path: "inject-lint-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appending(path: "pipe.swift").path, 0o600) == 0)
        let run = try InjectLintProcess.run(["pipe.swift"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "error: '\(directory.appending(path: "pipe.swift").path)' is not a regular file or a directory "
                + "(a FIFO, a device or a socket), so it is not read; name Swift files or the folders that hold them\n")
    }

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/proc/self/mem"),
            "needs Linux's /proc/self/mem, whose read fails with EIO even for root (chmod 000 does not stop root)"))
    func anUnreadableFileExitsTwoNamingIt() throws {
        // An unreadable file became an `invalid-source` diagnostic with exit 1, as if the rest had been linted.
        let directory = FileManager.default.temporaryDirectory.appending(path: "inject-lint-eio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appending(path: "Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{}".utf8).write(to: directory.appending(path: ".inject-lint.json"))
        try Data("import Inject\n".utf8).write(to: directory.appending(path: "Sources/A.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appending(path: "Sources/B.swift").path, withDestinationPath: "/proc/self/mem")
        let run = try InjectLintProcess.run(["--relative-paths", "Sources"], in: directory)
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "Sources/B.swift: error: cannot read the file (Input/output error); fix its permissions, or exclude "
                + "it in .inject-lint.json\n")
    }

    @Test func anIncludeNamingAMissingPathIsAnErrorWithExitTwo() throws {
        // `"include": ["Soruces"]` linted nothing and exited 0, as if the code were clean.
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "inject-lint-include-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appending(path: "Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{ "include": ["Soruces"] }"#.utf8).write(to: directory.appending(path: ".inject-lint.json"))
        try Data("import Inject\n".utf8).write(to: directory.appending(path: "Sources/A.swift"))
        let run = try InjectLintProcess.run(["."], in: directory)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: \"include\" in .inject-lint.json names "))
        #expect(run.standardError.hasSuffix("Soruces, which does not exist; fix the path or remove it\n"))
    }

    @Test(.enabled(if: nonUTF8NamesAreAllowed, "this file system refuses names that are not valid UTF-8 (APFS does)"))
    func aFileNamedWithBytesThatAreNotUTF8IsLintedAndPrintedEscaped() throws {
        // Directory entries were decoded with String(cString:), so `A<0xFF>.swift` was looked for as `A\u{FFFD}.swift`
        // and the run stopped with exit 2, "No such file or directory".
        let directory = FileManager.default.temporaryDirectory.appending(path: "inject-lint-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appending(path: "Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{}".utf8).write(to: directory.appending(path: ".inject-lint.json"))
        let source = "import Inject\nstruct Mailer {\n    @Injected var store: Store\n}\n"
        try Self.createFile(named: Array("Sources/A".utf8) + [0xFF] + Array(".swift".utf8), in: directory, source)
        let run = try InjectLintProcess.run(["--relative-paths", "Sources"], in: directory)
        #expect(run.status == 1)
        #expect(
            run.standardOutput.hasPrefix(
                #"Sources/A\xFF.swift:3:5: error: 'Store' is injected into 'Mailer.store' but never registered;"#))
    }

    @Test(.enabled(if: nonUTF8NamesAreAllowed, "this file system refuses names that are not valid UTF-8 (APFS does)"))
    func aPathOnTheCommandLineThatIsNotUTF8IsOpenedByItsBytes() throws {
        // CommandLine.arguments repairs a stray byte to U+FFFD, so `inject-lint A<0xFF>.swift` (here from a shell
        // glob, as a user would type it) looked for a file that does not exist and exited 2.
        let directory = FileManager.default.temporaryDirectory.appending(path: "inject-lint-args-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{}".utf8).write(to: directory.appending(path: ".inject-lint.json"))
        let folder = Array("Caf".utf8) + [0xE9]
        try Self.createDirectory(named: folder, in: directory)
        let source = "import Inject\nstruct Mailer {\n    @Injected var store: Store\n}\n"
        try Self.createFile(named: folder + Array("/A".utf8) + [0xFF] + Array(".swift".utf8), in: directory, source)
        let expected = #"Caf\xE9/A\xFF.swift:3:5: error: 'Store' is injected into 'Mailer.store' but never registered;"#
        for glob in ["Caf*/A*.swift", "Caf*"] {  // the file itself, then the folder that holds it
            let run = try InjectLintProcess.runThroughShell(#"exec "$0" --relative-paths "# + glob, in: directory)
            #expect(run.status == 1, "\(glob): \(run.standardError)")
            #expect(run.standardOutput.hasPrefix(expected), "\(glob)")
        }
        let refused = try InjectLintProcess.runThroughShell(#"exec "$0" --config Caf*/A*.swift Caf*"#, in: directory)
        #expect(refused.status == 2)
        #expect(refused.standardError.hasPrefix(#"error: the value given to --config, 'Caf\xE9/A\xFF.swift', is not"#))
    }

    private static func createDirectory(named name: [UInt8], in directory: URL) throws {
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let status = path.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        guard status == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Creates a file through the C API, which takes any bytes for a name (Foundation may refuse or repair them).
    private static func createFile(named name: [UInt8], in directory: URL, _ contents: String) throws {
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Whether the temporary directory's file system takes a name with byte 0xFF (Linux file systems do).
    private static let nonUTF8NamesAreAllowed: Bool = {
        let directory = FileManager.default.temporaryDirectory.appending(path: "inject-lint-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
        else { return false }
        return (try? createFile(named: [0x41, 0xFF], in: directory, "")) != nil
    }()

    @Test func summaryLineGoesToStandardError() throws {
        let run = try InjectLintProcess.run(["Sources"], in: Fixtures.workflow)
        let summary = try #require(run.standardError.split(separator: "\n").last.map(String.init))
        #expect(
            summary.wholeMatch(of: /inject-lint: \d+ errors?, \d+ warnings? in 5 files \(\d+\.\d\d s\)/) != nil,
            "unexpected summary: \(summary)")
    }

    @Test func quietLeavesStandardErrorEmpty() throws {
        let run = try InjectLintProcess.run(["--quiet", "Sources"], in: Fixtures.workflow)
        #expect(run.status == 1)
        #expect(run.standardError == "")
    }

    @Test func outputOptionWritesAGeneratedSwiftFileEvenWhenLintingFails() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "inject-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appending(path: "InjectLint_app.swift")
        let run = try InjectLintProcess.run(["--quiet", "--output", output.path, "Sources"], in: Fixtures.workflow)
        #expect(run.status == 1)
        let contents = try String(contentsOf: output, encoding: .utf8)
        #expect(contents.hasPrefix("// Generated by inject-lint"))
    }

    @Test func unwritableOutputExitsTwoWithAnErrorLine() throws {
        let run = try InjectLintProcess.run(["--output", "/nonexistent-dir/x.swift", "Sources"], in: Fixtures.clean)
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix(
                "/nonexistent-dir/x.swift: error: cannot write the --output file (No such file or directory)"))
    }
}
