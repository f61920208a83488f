import Foundation
import InjectWorkflowCore
import Testing

@Suite("Clean text in, clean text out")
struct CleanTextTests {
    static let add = ["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"]

    static func replacing(_ option: String, with value: String, in arguments: [String]) -> [String] {
        var arguments = arguments
        if let index = arguments.firstIndex(of: option) { arguments[index + 1] = value }
        return arguments
    }

    @Test(arguments: [
        ("--name", "Ada\u{1B}]0;pwned\u{07}", "the name contains an escape character (ESC), U+001B, at character 4"),
        ("--name", "Ada\r\nLovelace", "the name contains a carriage return (CR), U+000D, at character 4"),
        ("--role", "QA\u{202E}reganam", "the role contains a bidirectional override U+202E, at character 3"),
        ("--role", "Q\u{85}A", "the role contains the control character U+0085, at character 2"),
        ("--email", "ada\u{7F}@example.com", "the email contains a DEL character, U+007F, at character 4"),
    ])
    func aControlCharacterInAFieldIsAUsageErrorNamingItAndNothingIsStored(
        option: String, value: String, message: String
    ) throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let run = try sandbox.run(Self.replacing(option, with: value, in: Self.add))
        #expect(run.status == 64, "\(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: \(message), which is not allowed\n"), "\(run.errorOutput)")
        #expect(try sandbox.run(["candidates", "list", "--json"]).output == "[\n\n]\n")
    }

    @Test func aLocationOrATemplateValueWithALineBreakIsRefusedToo() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(Self.add)
        let schedule = try sandbox.run([
            "events", "schedule", "c1", "--start", "2026-11-23T10:00", "--interviewer", "lin@example.com",
            "--location", "Room 4\nBcc: x",
        ])
        #expect(schedule.status == 64)
        #expect(schedule.errorOutput.hasPrefix("error: the location contains a line break (LF)"))
        let compose = try sandbox.run([
            "email", "compose", "c1", "--template", "interview-invitation", "--set", "event.location=Room\u{1B}[2J",
        ])
        #expect(compose.status == 64)
        #expect(compose.errorOutput.hasPrefix("error: the value of event.location contains an escape character"))
    }

    @Test func whatWasStoredEarlierIsPrintedEscapedNeverRaw() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(Self.add)
        // As an earlier release (or another program) could have stored it.
        try SQLiteStore(directory: URL(fileURLWithPath: sandbox.dataDirectory)).transaction { db in
            try db.execute(
                "UPDATE candidates SET name = ?, role = ?", [.text("Eve\u{1B}[2J\r\nx"), .text("\u{202E}QA")])
        }
        for arguments in [["candidates", "list"], ["candidates", "show", "c1"], ["candidates", "timeline", "c1"]] {
            let run = try sandbox.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.errorOutput)")
            #expect(!run.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\r" })
        }
        let list = try sandbox.run(["candidates", "list"])
        #expect(list.output.contains("Eve\\u001B[2J\\u000D\\u000Ax"), "\(list.output)")
        #expect(list.output.split(separator: "\n").count == 2, "one line per candidate")
        let json = try sandbox.run(["candidates", "list", "--json"])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(parsed.first?["role"] as? String == "\u{202E}QA", "JSON keeps the exact value, escaped")
    }
}
