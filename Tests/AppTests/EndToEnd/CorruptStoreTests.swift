import Foundation
import Testing

@Suite("A store file app cannot read")
struct CorruptStoreTests {
    static let cases: [(name: String, contents: String, complaint: String)] = [
        ("truncated JSON", "{\"schemaVersion\": 1, \"document\": [{\"id\": \"c1\"", "is not a workflow document"),
        ("a newer schema", "{\"schemaVersion\": 7, \"document\": []}", "was written with schema version 7"),
        (
            "the wrong shape", "{\"schemaVersion\": 1, \"document\": {\"c1\": true}}",
            "does not hold what this app expects"
        ),
    ]

    @Test(arguments: cases.map(\.name))
    func isReportedWithItsPathAndExit65AndLeftByteForByteUnchanged(caseName: String) throws {
        let testCase = try #require(Self.cases.first { $0.name == caseName })
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"])
        let path = sandbox.documentPath("candidates")
        let planted = Data(testCase.contents.utf8)
        try planted.write(to: URL(fileURLWithPath: path))

        for arguments in [
            ["candidates", "list"],
            ["candidates", "add", "--name", "Bob", "--email", "bob@example.com", "--role", "QA"],
            ["candidates", "move", "c1", "screening"],
        ] {
            let run = try sandbox.run(arguments)
            #expect(run.status == 65, "\(arguments)")
            #expect(run.errorOutput.hasPrefix("error: \(path)"), "names the file: \(run.errorOutput)")
            #expect(run.errorOutput.contains(testCase.complaint), "says what is wrong: \(run.errorOutput)")
            #expect(run.errorOutput.contains("hint: the file was left untouched"))
            #expect(run.output.isEmpty)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == planted)
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

    @Test func doctorNamesTheBrokenFileAndExitsOne() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"])
        let healthy = try sandbox.run(["doctor"])
        #expect(healthy.status == 0)
        #expect(healthy.output.contains("Documents: candidates.json ok"))

        let path = sandbox.documentPath("candidates")
        try Data("{\"schemaVersion\": 9, \"document\": []}".utf8).write(to: URL(fileURLWithPath: path))
        let broken = try sandbox.run(["doctor"])
        #expect(broken.status == 1)
        #expect(broken.output.contains("Documents: 1 problem:\nerror: \(path) was written with schema version 9"))
    }
}
