import Foundation
import Inject
import InjectWorkflowCore
import Testing

@testable import InjectWorkflowApp

/// A plugin's async services are validated too (`validateAsync()`), off the main actor so that an async factory
/// awaiting a main-actor service is served: the fixtures' async factories hop to the main actor and back.
@Suite("Plugins with async services", .enabled(if: PluginFixtures.available, PluginFixtures.skipReason), .serialized)
struct PluginAsyncValidationTests {
    /// Loads fixture `name` in this process, bound to this process's SDK as `plugins install` binds it.
    static func load(_ name: String) throws -> LoadedPlugin {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        var library = ELFDependencies(
            bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: PluginFixtures.library(name)))))
        try library.remove(needed: PluginInstaller.sdkLibrary)
        let path = try InstalledPlugins.writeLibrary(library.bytes, named: "\(name).so", inDataDirectory: data)
        return try PluginLoader.load(path: path)
    }

    @Test func theGapIsFoundOnlyByTheAnalysisOfAsyncFactories() async throws {
        let plugin = try Self.load("AsyncGapPlugin")
        func container() -> Container {
            let container = Container()
            plugin.module.register(in: container)
            return container
        }
        // What the host did before: validate() sees no error, only that an async factory was not analysed.
        let synchronous = container().validate()
        #expect(!synchronous.hasErrors, "\(synchronous)")
        #expect(synchronous.warnings.contains { $0.ruleID == "incomplete-analysis" }, "\(synchronous)")
        // What the host does now: the factory runs (through its hop to the main actor) and the gap is an error.
        let full = await container().validateAsync()
        #expect(full.errors.count == 1, "\(full)")
        #expect(
            full.errors.first?.message == "'ATSFeed' is resolved by the factory of 'ATSImportSession' but never "
                + "registered; register it with `container.register(ATSFeed.self) { … }`",
            "\(full)")
    }

    @Test func aPluginWhoseAsyncServiceLacksARegistrationIsRefusedWithTheReport() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let install = try sandbox.run(["plugins", "install", PluginFixtures.library("AsyncGapPlugin")])
        #expect(install.status == 65, "\(install.errorOutput)")
        #expect(
            install.errorOutput.contains(
                "AsyncGapPlugin.swift:33:27: error: 'ATSFeed' is resolved by the factory of 'ATSImportSession' but "
                    + "never registered"),
            "\(install.errorOutput)")
        #expect(
            install.errorOutput.contains(
                "error: plugin 'ats-import' was refused: with it, the dependency graph has 1 error (reported above)"),
            "\(install.errorOutput)")
        #expect(try sandbox.run(["plugins", "list"]).output.contains("No plugins installed"))
        #expect(try sandbox.run(["candidates", "list"]).status == 0)
    }

    @Test func aPluginWithACompleteAsyncServiceIsAcceptedAndRuns() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let install = try sandbox.run(["plugins", "install", PluginFixtures.library("AsyncServicePlugin")])
        #expect(install.status == 0, "\(install.errorOutput)")
        #expect(install.output.contains("Installed plugin 'ats-sync' 0.1.0 (adds: status)"), "\(install.output)")
        #expect(install.errorOutput.isEmpty, "no incomplete-analysis warning: \(install.errorOutput)")
        let status = try sandbox.run(["ats-sync", "status"])
        #expect(status.output == "ats-sync: ready for greenhouse\n", "\(status.errorOutput)")
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 0 && doctor.output.contains("  ats-sync 0.1.0: ok"), "\(doctor.output)")
    }
}
