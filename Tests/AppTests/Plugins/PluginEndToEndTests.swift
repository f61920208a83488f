import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces
import Testing

@testable import InjectWorkflowApp

/// Real plugin libraries, built in their own packages against the SDK: one copy of every shared module in the
/// process, the handshake and validation refusing what would crash, and a crash contained.
@Suite("Plugins end to end", .enabled(if: PluginFixtures.available, PluginFixtures.skipReason), .serialized)
struct PluginEndToEndTests {
    /// Installs the probe into a private plugins folder (bound to this process's SDK, as `plugins install` does)
    /// and loads it in this process.
    static func loadProbe() throws -> LoadedPlugin {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("Probe-\(UUID().uuidString)")
        var library = ELFDependencies(
            bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: PluginFixtures.library("PluginProbe")))))
        try library.remove(needed: PluginInstaller.sdkLibrary)
        let path = try InstalledPlugins.writeLibrary(library.bytes, named: "probe.so", inDataDirectory: data)
        return try PluginLoader.load(path: path)
    }

    @Test func aPluginSharesTheHostsOneCopyOfInjectCoreAndInterfaces() throws {
        let probe = try Self.loadProbe()
        // The host's cast of the plugin's module box worked (load would have refused it), and of its feature.
        #expect(probe.module.name == "probe")
        let container = Container()
        let store = InMemoryStore()
        container.register(Store.self, scope: .singleton) { store }
        probe.module.register(in: container)
        // A type the plugin registered, cast by the host to a protocol of Interfaces.
        let source = try #require(container.resolveIfRegistered(TimelineSource.self, name: "probe"))
        let summary = try #require(try source.timeline(forCandidate: "c1").first?.summary)
        // @Injected in the plugin resolved from this container, and the singleton it got is this very instance.
        #expect(summary.hasPrefix("store \(ObjectIdentifier(store).hashValue) "), "\(summary)")
        // The default container the plugin sees is the host's.
        #expect(summary.hasSuffix(" container \(ObjectIdentifier(Container.default).hashValue)"), "\(summary)")
    }

    @Test func theScorecardsPluginIsInstalledUsedAndShownInTheTimeline() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada Lovelace", "--email", "ada@example.com", "--role", "QA"])
        let install = try sandbox.run(["plugins", "install", PluginFixtures.scorecards])
        #expect(install.status == 0, "\(install.errorOutput)")
        #expect(install.output.contains("Installed plugin 'scorecards' 1.0.0 (adds: rate, show)"), "\(install.output)")
        let rate = try sandbox.run([
            "scorecards", "rate", "c1", "--criterion", "communication", "--score", "4", "--interviewer", "lin",
        ])
        #expect(rate.status == 0, "\(rate.errorOutput)")
        let timeline = try sandbox.run(["candidates", "timeline", "c1"])
        #expect(timeline.output.contains("plugin  rated 4/5 on communication by lin  scorecards"), "\(timeline.output)")
        let list = try sandbox.run(["plugins", "list"])
        #expect(list.output.contains("scorecards  1.0.0    enabled  candidates  rate, show"), "\(list.output)")
        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 0 && doctor.output.contains("  scorecards 1.0.0: ok"), "\(doctor.output)")
        // Removing keeps the ratings; purging (after a reinstall) drops them.
        #expect(try sandbox.run(["plugins", "remove", "scorecards"]).status == 0)
        #expect(try sandbox.run(["plugins", "install", PluginFixtures.scorecards]).status == 0)
        let kept = try sandbox.run(["scorecards", "show", "c1"])
        #expect(kept.output.contains("communication  4.0   1"), "\(kept.output)")
        #expect(try sandbox.run(["plugins", "remove", "scorecards", "--purge"]).status == 0)
        #expect(try sandbox.run(["plugins", "install", PluginFixtures.scorecards]).status == 0)
        let purged = try sandbox.run(["scorecards", "show", "c1"])
        #expect(!purged.output.contains("communication"), "\(purged.output)")
    }

    @Test func aPluginWithAMissingRegistrationIsRefusedWithTheReportAndTheAppKeepsWorking() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let install = try sandbox.run(["plugins", "install", PluginFixtures.library("BrokenGraphPlugin")])
        #expect(install.status == 65)
        #expect(
            install.errorOutput.contains(
                "error: 'AssessmentBank' is injected into 'StoredAssessments.bank' but never registered"),
            "\(install.errorOutput)")
        #expect(install.errorOutput.contains("error: plugin 'assessments' was refused: with it, the dependency graph"))
        #expect(try sandbox.run(["plugins", "list"]).output.contains("No plugins installed"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath), "no data was touched")
        let list = try sandbox.run(["candidates", "list"])
        #expect(list.status == 0, "\(list.errorOutput)")
        let folder = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory + "/plugins")
        #expect(folder == [], "no library, list or marker is left behind: \(folder)")
    }

    @Test(arguments: [
        (
            "ChangedInterfacePlugin",
            "was built against plugin interface version 3, and this inject-workflow has interface version 2"
        ),
        ("OwnCopyPlugin", "carries its own copy of Inject instead of using inject-workflow's"),
    ])
    func theHandshakeRefusesWhatWouldCrash(fixture: String, reason: String) throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let install = try sandbox.run(["plugins", "install", PluginFixtures.library(fixture)])
        #expect(install.status == 65)
        #expect(
            install.errorOutput.contains("error: plugin \(PluginFixtures.library(fixture)) \(reason)"),
            "\(install.errorOutput)")
        #expect(try sandbox.run(["candidates", "list"]).status == 0)
    }

    @Test(arguments: ["crash", "sleep"])
    func aRunThatDiesInAPluginIsContainedAndTheNextStartDisablesIt(how: String) throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.run(["plugins", "install", PluginFixtures.library("CrashingPlugin")]).status == 0)
        #expect(try sandbox.run(["crashing", "hello"]).output == "hello from crashing\n")
        let armed = "/tmp/inject-workflow-crashing-plugin-armed"
        _ = FileManager.default.createFile(atPath: armed, contents: Data(how.utf8))
        defer { unlink(armed) }
        let dying = try sandbox.start(["candidates", "list"], extraEnvironment: ["TMPDIR": "/tmp"])
        if how == "sleep" {
            // Killed while the plugin registers: wait for its marker, then SIGKILL (no handler runs).
            for _ in 0..<500
            where
                !(try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory + "/plugins")
                .contains { $0.hasPrefix("in-progress.") })
            {
                usleep(10_000)
            }
            kill(dying.processIdentifier, SIGKILL)
        }
        let died = try dying.finish()
        #expect(died.status != 0)
        if how == "crash" {
            #expect(
                died.errorOutput.contains(
                    "inject-workflow: the plugin 'crashing' crashed while registering its services"),
                "\(died.errorOutput)")
        }
        unlink(armed)
        let next = try sandbox.run(["candidates", "list"])
        #expect(next.status == 0, "\(next.errorOutput)")
        #expect(
            next.errorOutput.contains(
                "warning: plugin 'crashing' was disabled: an earlier run of inject-workflow stopped while it was "
                    + "registering its services"),
            "\(next.errorOutput)")
        #expect(try sandbox.run(["plugins", "enable", "crashing"]).status == 0)
        #expect(try sandbox.run(["crashing", "hello"]).output == "hello from crashing\n")
    }
}
