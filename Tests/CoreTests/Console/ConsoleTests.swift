import Foundation
import Inject
import InjectWorkflowCore
import Testing

@Suite("Console")
struct ConsoleTests {
    @Test func recordingConsoleKeepsStandardOutputAndErrorApart() {
        let console = RecordingConsole()
        console.print("one")
        console.printError("oops")
        console.print("two")
        #expect(console.output == "one\ntwo\n")
        #expect(console.errorOutput == "oops\n")
    }

    @Test func recordingConsoleKeepsEveryLineFromManyThreads() async {
        let console = RecordingConsole()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { console.print("line \(index)") }
            }
        }
        let lines = Set(console.output.split(separator: "\n").map(String.init))
        #expect(lines == Set((0..<200).map { "line \($0)" }))
    }

    struct Sample: Encodable {
        var zebra = 1
        var apple = "a/b"
        var when = Date(timeIntervalSince1970: 1_795_000_000)
    }

    @Test func printJSONSortsKeysAndWritesDatesInISO8601() throws {
        let console = RecordingConsole()
        try console.printJSON(Sample())
        #expect(
            console.output == """
                {
                  "apple" : "a/b",
                  "when" : "2026-11-18T11:06:40Z",
                  "zebra" : 1
                }

                """)
    }

    @Test func jsonIsPrintedOnlyWhenTheInvocationAsksForIt() throws {
        for format in [OutputFormat.text, .json] {
            let console = RecordingConsole()
            let invocation = CommandInvocation(
                arguments: ParsedArguments(), console: console, resolver: Container(), outputFormat: format)
            let printed = try invocation.printJSONIfRequested(["answer": 42])
            #expect(printed == (format == .json))
            #expect(console.output == (format == .json ? "{\n  \"answer\" : 42\n}\n" : ""))
        }
    }
}
