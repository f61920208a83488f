import InjectWorkflowCore
import Testing

@Suite("ErrorPrinter")
struct ErrorPrinterTests {
    @Test func anAppErrorPrintsItsMessageAndHintOnStandardErrorAndGivesItsExitCode() {
        let console = RecordingConsole()
        let code = ErrorPrinter(console: console).report(
            AppError.badData("/d/candidates.json is not a workflow document", hint: "restore a backup"))
        #expect(code == .dataError)
        #expect(console.errorOutput == "error: /d/candidates.json is not a workflow document\nhint: restore a backup\n")
        #expect(console.output.isEmpty)
    }

    @Test func anErrorWithoutAHintPrintsOneLine() {
        let console = RecordingConsole()
        ErrorPrinter(console: console).report(AppError("interviewer busy"))
        #expect(console.errorOutput == "error: interviewer busy\n")
    }

    @Test func anyOtherErrorIsAnInternalErrorQuotingIt() {
        struct Surprise: Error {}
        let console = RecordingConsole()
        let code = ErrorPrinter(console: console).report(Surprise())
        #expect(code == .internalError)
        #expect(console.errorOutput.hasPrefix("error: unexpected error: Surprise()\nhint: this is a bug"))
    }
}
