import Foundation
import Inject
import InjectWorkflowCore
import Testing

@testable import InjectWorkflowApp

/// The host in-process: dispatch, the validation gate, flags and errors, with modules made for the tests.
@Suite("Host")
final class HostTests: Sendable {
    let directory: URL
    let console = RecordingConsole()

    /// Each test gets a data directory of its own (created by the first write), removed afterwards.
    init() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("HostTests-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func host(_ modules: [any FeatureModule], environment: [String: String] = [:]) -> AppHost {
        AppHost(
            modules: modules,
            environment: ["WORKFLOW_DATA_DIR": directory.path, "WORKFLOW_NOW": "2026-11-22T09:00:00Z"]
                .merging(environment) { $1 },
            console: console)
    }

    @Test func aCommandGetsItsArgumentsTheHostsStoreAndClockAndTheOutputFormat() async throws {
        let status = await host([NotesModule()]).run(["notes", "add", "hello", "--tag", "a", "--tag=b", "--json"])
        #expect(status == .success, "\(console.errorOutput)")
        #expect(console.output == "n1 at 2026-11-22T09:00:00Z tags=a,b format=json\n")
        #expect(try NotesBook.notes(in: SQLiteStore(directory: directory)) == ["hello"])
    }

    @Test(arguments: [BrokenModule.Kind.missingRegistration, .cycle])
    func aBrokenGraphStopsBeforeAnyCommandRunsWithTheAnalysersReport(kind: BrokenModule.Kind) async {
        let broken = BrokenModule(kind: kind)
        let status = await host([NotesModule(), broken]).run(["broken", "write"])
        #expect(status == .internalError)
        #expect(broken.counter.value == 0, "the command must not run")
        let rule = kind == .cycle ? "[cycle]" : "[unregistered]"
        #expect(console.errorOutput.contains(rule), "\(console.errorOutput)")
        #expect(console.errorOutput.contains("FakeModules.swift:"), "points at the declaration")
        #expect(console.errorOutput.contains("error: the dependency graph has"))
        #expect(console.errorOutput.contains("no command was run"))
    }

    @Test func aBrokenGraphStopsEvenTheHealthyFeaturesCommands() async {
        let notes = NotesModule()
        let status = await host([notes, BrokenModule(kind: .cycle)]).run(["notes", "add", "x"])
        #expect(status == .internalError)
        #expect(notes.counter.value == 0)
    }

    @Test func doctorPrintsTheReportAndExitsOneWhenTheGraphHasErrors() async {
        let status = await host([BrokenModule(kind: .missingRegistration)]).run(["doctor"])
        #expect(status == .failure)
        #expect(console.output.contains("error:"))
        #expect(console.output.contains("[unregistered]"))
        #expect(console.output.contains("Features: broken\n"))
        #expect(console.output.contains("Dependency graph: 4 registrations, 1 injection, 1 error, 0 warnings:\n"))
    }

    @Test func disablingTheBrokenFeatureLetsTheRestRun() async throws {
        let app = host([NotesModule(), BrokenModule(kind: .cycle)])
        #expect(await app.run(["features", "disable", "broken"]) == .success)
        #expect(await app.run(["notes", "add", "x"]) == .success, "\(console.errorOutput)")
        #expect(await app.run(["doctor"]) == .success)
    }

    @Test func anAppErrorFromACommandIsPrintedWithItsHintAndExitCode() async {
        let status = await host([NotesModule()]).run(["notes", "fail"])
        #expect(status == .dataError)
        #expect(console.errorOutput == "error: notes are smudged\nhint: wipe them\n")
    }

    @Test func aFailingCommandLeavesNothingBehindBecauseEachCommandIsOneTransaction() async throws {
        let app = host([NotesModule()])
        #expect(await app.run(["notes", "add", "kept"]) == .success, "\(console.errorOutput)")
        #expect(await app.run(["notes", "fail"]) == .dataError)
        #expect(try NotesBook.notes(in: SQLiteStore(directory: directory)) == ["kept"])
    }

    @Test func anyOtherErrorFromACommandIsAnInternalError() async {
        let status = await host([NotesModule()]).run(["notes", "crash"])
        #expect(status == .internalError)
        #expect(console.errorOutput.hasPrefix("error: unexpected error: Surprise()"))
    }

    @Test func aMissingCommandShowsTheFeaturesHelp() async {
        #expect(await host([NotesModule()]).run(["notes"]) == .success)
        #expect(
            console.output.hasPrefix(
                "USAGE: inject-workflow notes <command> [options]\n\nKeep notes\n\nCOMMANDS:\n  add"))
    }

    @Test func commandHelpListsTheCommandsArgumentsAndTheHostsOptions() async {
        #expect(await host([NotesModule()]).run(["notes", "add", "--help"]) == .success)
        #expect(
            console.output == """
                USAGE: inject-workflow notes add <text> [--tag <tag>]... [--json] [--data-dir <dir>] [--store <url>] [--utc]

                Add a note

                ARGUMENTS:
                  <text>  The note

                OPTIONS:
                  --tag <tag>       A tag (repeatable)
                  --json            Print JSON instead of text
                  --data-dir <dir>  Use this data directory for this run
                  --store <url>     Use this store (sqlite:DIR or postgresql://…) for this run
                  --utc             Show and read times in UTC instead of your time zone (TZ)
                  --help            Show this help

                """)
    }

    @Test func anOptionWhereTheFeatureBelongsIsAUsageError() async {
        #expect(await host([NotesModule()]).run(["--verbose"]) == .usage)
        #expect(console.errorOutput.hasPrefix("error: '--verbose' must come after a feature and command"))
    }

    @Test func enablingAFeatureThatDoesNotExistSuggestsTheClosest() async {
        #expect(await host([NotesModule()]).run(["features", "enable", "ntoes"]) == .usage)
        #expect(console.errorOutput == "error: there is no feature named 'ntoes'\nhint: did you mean 'notes'?\n")
    }

    @Test func anUnknownFeaturesActionSuggestsTheClosest() async {
        #expect(await host([NotesModule()]).run(["features", "disabel", "notes"]) == .usage)
        #expect(
            console.errorOutput.hasPrefix(
                "error: unknown action 'disabel' for 'inject-workflow features'\nhint: did you mean 'disable'?"))
    }

    @Test func doctorWarnsAboutAFlagForAFeatureThatDoesNotExist() async throws {
        try FeatureFlags(["nots": false]).save(toDirectory: directory)
        #expect(await host([NotesModule()]).run(["doctor"]) == .success, "a warning, not a failure")
        #expect(
            console.output.contains(
                "warning: \(directory.path)/features.json names 'nots', which is not a feature; it is ignored "
                    + "(did you mean 'notes'?)"))
    }

    @Test func helpAsAWordShowsTheSameHelpAsTheOption() async {
        let app = host([NotesModule()])
        for (words, option) in [(["help"], ["--help"]), (["help", "notes", "add"], ["notes", "add", "--help"])] {
            let viaWord = RecordingConsole()
            let viaOption = RecordingConsole()
            #expect(
                await AppHost(modules: app.modules, environment: app.environment, console: viaWord).run(words)
                    == .success)
            #expect(
                await AppHost(modules: app.modules, environment: app.environment, console: viaOption).run(option)
                    == .success)
            #expect(viaWord.output == viaOption.output)
            #expect(!viaWord.output.isEmpty)
        }
    }

    @Test func builtInsWithoutJSONOutputRefuseTheFlagInsteadOfIgnoringIt() async {
        #expect(await host([NotesModule()]).run(["demo", "--json"]) == .usage)
        #expect(console.errorOutput.hasPrefix("error: 'inject-workflow demo' prints no result to give as JSON"))
        #expect(await host([NotesModule()]).run(["features", "--json"]) == .success)
    }

    @Test func jsonBeforeTheFeatureAppliesToTheCommand() async {
        #expect(
            await host([NotesModule()]).run(["--json", "notes", "add", "hi"]) == .success, "\(console.errorOutput)")
        #expect(console.output.hasSuffix("format=json\n"))
    }

    @Test func theModuleListHasTheThreeFeaturesInOrder() async {
        #expect(AppModules.all.map(\.name) == ["candidates", "email", "events"])
    }
}
