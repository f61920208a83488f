import Foundation
import Testing

@testable import InjectLint

/// The command streams files through the scanner and keeps only facts; bytes are read again only for files with
/// something to report, and a file edited in between can never put an offset out of range.
@Suite struct StreamingTests {
    static let source = """
        import Inject
        struct Screen {
            // inject-lint:disable-next-line cycle
            @Injected var mailer: Mailer
        }

        """

    @Test func streamedFilesGiveTheSameDiagnosticsAsHeldOnes() throws {
        let file = try Self.temporaryFile(Self.source)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        let held = linter.lint([SourceFile(path: "A.swift", relativePath: "A.swift", bytes: Array(Self.source.utf8))])
        let facts = try linter.scan(readingFrom: [DiskPath(file)]).map { try $0.get() }
        let streamed = linter.judge(
            [SourceFile(path: "A.swift", relativePath: "A.swift", diskPath: DiskPath(file))], facts: facts
        ).diagnostics
        #expect(!held.isEmpty)
        #expect(streamed == held)
    }

    @Test func aFileEditedAfterItsScanKeepsItsScannedSize() throws {
        let file = try Self.temporaryFile(Self.source)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        let facts = try linter.scan(readingFrom: [DiskPath(file)]).map { try $0.get() }
        // Cut to its first line, then removed: the diagnostics' offsets must still be in range, never a trap.
        try Data("import Inject\n".utf8).write(to: URL(fileURLWithPath: file))
        let sources = [SourceFile(path: "A.swift", relativePath: "A.swift", diskPath: DiskPath(file))]
        let (diagnostics, context) = linter.judge(sources, facts: facts)
        #expect(context.bytes(of: 0).count == Self.source.utf8.count)
        #expect(diagnostics.contains { $0.ruleID == "unregistered" })
        try FileManager.default.removeItem(atPath: file)
        let (_, gone) = linter.judge(sources, facts: facts)
        #expect(gone.bytes(of: 0) == Array(repeating: ASCII.space, count: Self.source.utf8.count))
    }

    @Test func anUnreadableFileIsAFailureNotAFact() {
        let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        let results = linter.scan(readingFrom: [DiskPath("/nonexistent/inject-lint/A.swift")])
        #expect(throws: FileSystem.Failure.self) { try results[0].get() }
    }

    static func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(path: "inject-lint-stream-\(UUID().uuidString)")
        try Data(text.utf8).write(to: path)
        return path.path
    }
}
