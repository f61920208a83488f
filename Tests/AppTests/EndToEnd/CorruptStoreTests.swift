import Foundation
import Testing

@Suite("A database file app cannot trust")
struct CorruptStoreTests {
    /// How each case spoils a healthy database, and what the error must say.
    static let cases: [(name: String, complaint: String, spoil: @Sendable (Data) -> Data)] = [
        ("not SQLite at all", "it is not an SQLite database at all", { _ in Data("name,email\nAda,ada@x\n".utf8) }),
        ("an empty file", "is an empty file", { _ in Data() }),
        (
            "another program's database", "an SQLite database of another program (application_id 305419896)",
            { patched($0, at: 68, to: 0x1234_5678) }
        ),
        ("a newer release's database", "was written by a newer release", { patched($0, at: 60, to: 99) }),
        ("a truncated database", "it is cut short", { $0.prefix($0.count / 2) }),
    ]

    /// `data` with the big-endian 32-bit header field at `offset` set to `value`.
    static func patched(_ data: Data, at offset: Int, to value: UInt32) -> Data {
        var bytes = [UInt8](data)
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index))) }
        return Data(bytes)
    }

    @Test(arguments: cases.map(\.name))
    func isRefusedWithItsPathAndExit65AndLeftByteForByteUnchanged(caseName: String) throws {
        let testCase = try #require(Self.cases.first { $0.name == caseName })
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        for index in 1...40 {
            try sandbox.run([
                "candidates", "add", "--name", "P\(index)", "--email", "p\(index)@example.com", "--role", "QA",
            ])
        }
        let path = sandbox.databasePath
        let planted = testCase.spoil(try Data(contentsOf: URL(fileURLWithPath: path)))
        try planted.write(to: URL(fileURLWithPath: path))
        let filesBefore = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory).sorted()

        for arguments in [
            ["candidates", "list"],
            ["candidates", "add", "--name", "Bob", "--email", "bob@example.com", "--role", "QA"],
            ["candidates", "move", "c1", "screening"],
        ] {
            let run = try sandbox.run(arguments)
            #expect(run.status == 65, "\(arguments): \(run.errorOutput)")
            #expect(run.errorOutput.hasPrefix("error: \(path)"), "names the file: \(run.errorOutput)")
            #expect(run.errorOutput.contains(testCase.complaint), "says what is wrong: \(run.errorOutput)")
            #expect(run.errorOutput.contains("hint: the file was left untouched"))
            #expect(run.output.isEmpty)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == planted)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory).sorted() == filesBefore)
    }

    @Test func aBrokenFlagsFileIsExit65NamingIt() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(atPath: sandbox.dataDirectory, withIntermediateDirectories: true)
        let path = "\(sandbox.dataDirectory)/features.json"
        try Data("{\"events\": \"off\"}".utf8).write(to: URL(fileURLWithPath: path))
        let run = try sandbox.run(["candidates", "list"])
        #expect(run.status == 65)
        #expect(
            run.errorOutput.hasPrefix(
                "error: \(path): the value of \"events\" must be true or false, got the string \"off\""))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"events\": \"off\"}")
    }

    @Test func doctorChecksTheDatabaseAndNamesABrokenOne() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"])
        let healthy = try sandbox.run(["doctor"])
        #expect(healthy.status == 0)
        #expect(
            healthy.output.contains(
                "Database: \(sandbox.databasePath) (SQLite, schema version 3): integrity ok; 1 candidate, "))

        let path = sandbox.databasePath
        let spoiled = Self.patched(try Data(contentsOf: URL(fileURLWithPath: path)), at: 68, to: 7)
        try spoiled.write(to: URL(fileURLWithPath: path))
        let broken = try sandbox.run(["doctor"])
        #expect(broken.status == 1)
        #expect(broken.output.contains("error: \(path) is not a workflow database"), "\(broken.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == spoiled)
    }
}
