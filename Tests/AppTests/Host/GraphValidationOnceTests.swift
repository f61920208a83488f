import Foundation
import Inject
import InjectWorkflowCore
import Testing

@testable import InjectWorkflowApp

/// The graph is validated once per (program, enabled features), recorded in the store: a rebuilt program or a
/// changed feature set validates again, so a broken graph is still reported on its first run.
@Suite("Validating the graph once")
final class GraphValidationOnceTests: Sendable {
    let directory: URL
    let console = RecordingConsole()

    init() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "GraphValidationOnceTests-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The host as `program` (a stand-in for a build of the app) with `modules`.
    func host(_ program: String?, _ modules: [any FeatureModule]) -> AppHost {
        var host = AppHost(
            modules: modules,
            environment: ["WORKFLOW_DATA_DIR": directory.path, "WORKFLOW_NOW": "2026-11-22T09:00:00Z"],
            console: console)
        host.programIdentity = program
        return host
    }

    @Test func theSameProgramWithTheSameFeaturesDoesNotValidateAgain() async {
        #expect(
            await host("build-1", [NotesModule(), BrokenModule(kind: .repaired)]).run(["broken", "write"]) == .success)
        // Stands for a program whose graph changed while its identity did not: the record is trusted, so the
        // command runs without validating (a real program cannot get here: any change is a new identity).
        let broken = BrokenModule(kind: .cycle)
        #expect(
            await host("build-1", [NotesModule(), broken]).run(["broken", "write"]) == .success,
            "\(console.errorOutput)")
        #expect(broken.counter.value == 1)
    }

    @Test func aRebuiltProgramWithABrokenGraphIsReportedOnItsFirstRun() async {
        #expect(
            await host("build-1", [NotesModule(), BrokenModule(kind: .repaired)]).run(["notes", "add", "x"]) == .success
        )
        let broken = BrokenModule(kind: .cycle)
        #expect(await host("build-2", [NotesModule(), broken]).run(["broken", "write"]) == .internalError)
        #expect(broken.counter.value == 0, "the command must not run")
        #expect(console.errorOutput.contains("[cycle]"), "\(console.errorOutput)")
        // And on every run after it: a broken graph is never recorded.
        #expect(await host("build-2", [NotesModule(), broken]).run(["notes", "add", "y"]) == .internalError)
    }

    @Test func aFeatureSwitchedOnByHandIsValidatedOnTheNextRun() async throws {
        let app = host("build-1", [NotesModule(), BrokenModule(kind: .cycle)])
        #expect(await app.run(["features", "disable", "broken"]) == .success, "\(console.errorOutput)")
        #expect(await app.run(["notes", "add", "x"]) == .success, "\(console.errorOutput)")
        // `features enable` would refuse a feature whose graph is broken; a hand-edited file does not ask.
        try FeatureFlags(["broken": true]).save(toDirectory: directory)
        #expect(await app.run(["notes", "add", "y"]) == .internalError)
        #expect(console.errorOutput.contains("[cycle]"), "\(console.errorOutput)")
    }

    @Test func aProgramThatCannotBeToldApartValidatesEveryRun() async {
        #expect(await host(nil, [NotesModule(), BrokenModule(kind: .repaired)]).run(["broken", "write"]) == .success)
        #expect(
            await host(nil, [NotesModule(), BrokenModule(kind: .cycle)]).run(["broken", "write"]) == .internalError)
    }

    @Test func aFailedCommandKeepsNoRecord() async {
        #expect(
            await host("build-1", [NotesModule(), BrokenModule(kind: .repaired)]).run(["notes", "fail"]) == .dataError)
        #expect(
            await host("build-1", [NotesModule(), BrokenModule(kind: .cycle)]).run(["broken", "write"])
                == .internalError)
    }

    @Test func doctorValidatesWhateverTheRecordSays() async {
        #expect(await host("build-1", [BrokenModule(kind: .repaired)]).run(["broken", "write"]) == .success)
        #expect(await host("build-1", [BrokenModule(kind: .missingRegistration)]).run(["doctor"]) == .failure)
        #expect(console.output.contains("[unregistered]"), "\(console.output)")
    }
}
