import Foundation
import InjectWorkflowCore
import Testing

@testable import InjectWorkflowApp

/// The built app records in its store which program validated which set of features, and validates again when
/// either changes (the in-process `GraphValidationOnceTests` show a broken graph is then reported).
@Suite("Graph validation record (the built app)")
struct GraphValidationRecordTests {
    /// The recorded value, read the way the app reads it.
    func record(in sandbox: AppSandbox) throws -> String? {
        try SQLiteStore(directory: URL(fileURLWithPath: sandbox.dataDirectory)).transaction { db in
            try db.row("SELECT value FROM store_info WHERE key = ?", [.text(GraphValidationRecord.key)])?.text(0)
        }
    }

    @Test func aCommandRecordsTheProgramAndItsFeaturesAndAChangeOfEitherIsRecordedAnew() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let add = try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"])
        #expect(add.status == 0, "\(add.errorOutput)")
        let first = try #require(try record(in: sandbox))
        #expect(first.hasPrefix("exe "))
        #expect(first.hasSuffix(" features=candidates,email,events"))

        #expect(try sandbox.run(["features", "disable", "events"]).status == 0)
        #expect(try sandbox.run(["candidates", "list"]).status == 0)
        let second = try #require(try record(in: sandbox))
        #expect(second == first.replacingOccurrences(of: "email,events", with: "email"))

        // A copy of the program is another file, so another identity: it validates and records itself.
        let binary = try #require(AppBinary.url)
        let copy = sandbox.root.appendingPathComponent("app-copy").path
        try FileManager.default.copyItem(atPath: binary.path, toPath: copy)
        let viaCopy = try sandbox.run(
            ["candidates", "list"], launcher: ["/bin/sh", "-c", "shift; exec \"\(copy)\" \"$@\"", "sh"])
        #expect(viaCopy.status == 0, "\(viaCopy.errorOutput)")
        let third = try #require(try record(in: sandbox))
        #expect(third != second)
        #expect(third.hasSuffix(" features=candidates,email"))
    }

    @Test func aCommandThatFailsKeepsNoRecord() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.run(["candidates", "show", "c9"]).status != 0)
        #expect(try record(in: sandbox) == nil)
    }

    @Test func theIdentityOfAFileChangesWhenItIsReplaced() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("Identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("program").path
        #expect(ProgramIdentity.identity(ofFileAt: path) == nil)
        try Data("build 1".utf8).write(to: URL(fileURLWithPath: path))
        let first = try #require(ProgramIdentity.identity(ofFileAt: path))
        #expect(ProgramIdentity.identity(ofFileAt: path) == first, "stable while the file is not touched")
        // Replaced the way builds and installers do it: a new file of the same size renamed over the old one.
        let next = directory.appendingPathComponent("program.new").path
        try Data("build 2".utf8).write(to: URL(fileURLWithPath: next))
        #expect(rename(next, path) == 0)
        #expect(ProgramIdentity.identity(ofFileAt: path) != first)
    }
}
