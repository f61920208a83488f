import Foundation
import Inject
import InjectWorkflowCore
import Testing

@testable import InjectWorkflowApp

/// The host with plugins installed, in-process: `plugins` commands, plugins that cannot be loaded, a crash left by
/// an earlier run, and a plugin whose graph is refused while the app keeps working.
@Suite("Plugin host")
final class PluginHostTests {
    let directory: URL
    let console = RecordingConsole()

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PluginHostTests-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    var pluginsFolder: String { InstalledPlugins.folder(inDataDirectory: directory) }

    func host() -> AppHost {
        var host = AppHost(
            modules: [NotesModule()],
            environment: ["WORKFLOW_DATA_DIR": directory.path, "WORKFLOW_NOW": "2026-11-22T09:00:00Z"],
            console: console)
        host.programIdentity = "build-1"
        return host
    }

    /// Installs, by hand, a plugin entry whose library is `contents` (not a real plugin).
    func installFake(_ name: String, contents: String = "not a library", mode: mode_t = 0o600) throws {
        var installed = try InstalledPlugins.load(fromDataDirectory: directory)
        installed.entries.append(
            InstalledPlugins.Entry(
                name: name, version: "1.0.0", summary: "Fake \(name)", commands: ["go"], requires: ["notes"],
                file: "\(name).so"))
        try installed.save(toDataDirectory: directory)
        _ = FileManager.default.createFile(atPath: "\(pluginsFolder)/\(name).so", contents: Data(contents.utf8))
        chmod("\(pluginsFolder)/\(name).so", mode)
    }

    @Test func listingWithNoPluginsSaysHowToInstallOne() async {
        #expect(await host().run(["plugins"]) == .success)
        #expect(
            console.output
                == "No plugins installed in \(pluginsFolder); install one with 'inject-workflow plugins install <library>'\n"
        )
    }

    @Test func aNewDataDirectoryAndItsPluginsFolderArePrivate() async throws {
        try installFake("scorecards")
        for path in [directory.path, pluginsFolder] {
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o700, "\(path) is \(String(mode ?? 0, radix: 8))")
        }
    }

    @Test func listShowsNameVersionStateAndWhatEachAdds() async throws {
        try installFake("scorecards")
        #expect(await host().run(["plugins", "list"]) == .success)
        #expect(
            console.output.contains("scorecards  1.0.0    enabled  notes  go    Fake scorecards"), "\(console.output)")
        #expect(await host().run(["plugins", "list", "--json"]) == .success)
        #expect(console.output.contains("\"state\" : \"enabled\""), "\(console.output)")
    }

    @Test func disableEnableAndRemoveChangeTheListAndTheFolder() async throws {
        try installFake("scorecards")
        #expect(await host().run(["plugins", "disable", "scorecards"]) == .success)
        #expect(try InstalledPlugins.load(fromDataDirectory: directory).entry(named: "scorecards")?.enabled == false)
        #expect(await host().run(["plugins", "enable", "scorecards"]) == .success)
        #expect(try InstalledPlugins.load(fromDataDirectory: directory).entry(named: "scorecards")?.enabled == true)
        #expect(await host().run(["plugins", "remove", "scorecards"]) == .success)
        #expect(try InstalledPlugins.load(fromDataDirectory: directory).entries.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "\(pluginsFolder)/scorecards.so"))
        #expect(console.output.contains("its data stays in the store"), "\(console.output)")
    }

    @Test func mistakesOnTheCommandLineAreExplained() async throws {
        try installFake("scorecards")
        #expect(await host().run(["plugins", "disable", "scorecard"]) == .usage)
        #expect(console.errorOutput.contains("error: there is no installed plugin named 'scorecard'"))
        #expect(console.errorOutput.contains("hint: did you mean 'scorecards'?"))
        #expect(await host().run(["plugins", "instal"]) == .usage)
        #expect(console.errorOutput.contains("did you mean 'install'?"))
        #expect(await host().run(["plugins", "install"]) == .usage)
        #expect(console.errorOutput.contains("'inject-workflow plugins install' needs a library"))
    }

    @Test func aPluginThatCannotBeLoadedIsSkippedWithTheLoadersReasonAndTheAppKeepsWorking() async throws {
        try installFake("scorecards")
        #expect(await host().run(["notes", "add", "hello"]) == .success, "\(console.errorOutput)")
        #expect(
            console.errorOutput.contains(
                "warning: plugin 'scorecards' was not loaded: could not load plugin \(pluginsFolder)/scorecards.so: "),
            "\(console.errorOutput)")
        #expect(await host().run(["scorecards", "go"]) == .dataError)
        #expect(console.errorOutput.contains("error: plugin 'scorecards' is installed but was not loaded"))
    }

    @Test func aPluginFileOthersCanWriteIsNotLoaded() async throws {
        try installFake("scorecards", mode: 0o666)
        #expect(await host().run(["notes", "add", "hello"]) == .success)
        #expect(
            console.errorOutput.contains(
                "warning: plugin 'scorecards' was not loaded: refused to load plugin \(pluginsFolder)/scorecards.so: "
                    + "\(pluginsFolder)/scorecards.so is writable by its group"),
            "\(console.errorOutput)")
    }

    @Test func anInstallRemovesTheCopiesOfInstallsThatDied() async throws {
        try installFake("scorecards")
        let abandoned = "\(pluginsFolder)/.install-\(PluginCrashMarkerTests.deadProcess).so"
        let running = "\(pluginsFolder)/.install-\(getppid()).so"
        _ = FileManager.default.createFile(atPath: abandoned, contents: Data("x".utf8))
        _ = FileManager.default.createFile(atPath: running, contents: Data("x".utf8))
        #expect(await host().run(["plugins", "install", "/nonexistent/libX.so"]) == .dataError)
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: running), "another install still running keeps its copy")
    }

    @Test func noPluginsStartsWithoutReadingThem() async throws {
        try installFake("scorecards")
        #expect(await host().run(["--no-plugins", "notes", "add", "hello"]) == .success)
        #expect(console.errorOutput.isEmpty, "\(console.errorOutput)")
        #expect(await host().run(["--no-plugins", "scorecards", "go"]) == .usage)
        #expect(console.errorOutput.contains("'scorecards' is a plugin, and this run was started with --no-plugins"))
    }

    @Test func aCrashLeftByAnEarlierRunDisablesThatPluginAndSaysHowToReEnableIt() async throws {
        try installFake("scorecards")
        PluginCrashMarker(pluginsFolder: pluginsFolder, processID: PluginCrashMarkerTests.deadProcess)
            .begin(.registering, plugin: "scorecards")
        PluginCrashMarker(pluginsFolder: pluginsFolder).end()
        #expect(await host().run(["notes", "add", "hello"]) == .success)
        #expect(
            console.errorOutput.contains(
                "warning: plugin 'scorecards' was disabled: an earlier run of inject-workflow stopped while it was "
                    + "registering its services"),
            "\(console.errorOutput)")
        #expect(console.errorOutput.contains("'inject-workflow plugins enable scorecards'"))
        let entry = try InstalledPlugins.load(fromDataDirectory: directory).entry(named: "scorecards")
        #expect(entry?.enabled == false)
        #expect(entry?.disabledReason == "an earlier run stopped while it was registering its services")
        #expect(await host().run(["scorecards", "go"]) == .usage)
        #expect(console.errorOutput.contains("error: plugin 'scorecards' is disabled: an earlier run stopped"))
    }

    @Test func aPluginWhoseGraphIsBrokenIsRefusedWithTheReportAndTheOthersRun() async throws {
        var session = try Session(host: host(), dataDirectoryOption: nil, loadsPlugins: false)
        let broken = BrokenModule(kind: .missingRegistration)
        session.plugins.loaded = [LoadedPlugin(module: broken, version: "1.0.0", path: "/p/broken.so")]
        let (container, record) = try await session.validatedContainer(running: "notes")
        #expect(record == nil, "a refusal is not recorded, so the next run reports it again")
        #expect(container.resolveIfRegistered(Pen.self) == nil, "nothing of the refused plugin is registered")
        #expect(console.errorOutput.contains("'Ink' is injected into"), "\(console.errorOutput)")
        #expect(
            console.errorOutput.contains(
                "warning: plugin 'broken' was not activated: plugin 'broken' was refused: with it, the dependency "
                    + "graph has 1 error (reported above); nothing of it was registered and no data was touched"))
        await #expect(throws: PluginError.invalidGraph(name: "broken", errors: 1).appError) {
            try await session.validatedContainer(running: "broken")
        }
    }

    @Test func aPluginWhoseGraphIsSoundIsValidatedOnceAndRecordedWithItsFile() async throws {
        var session = try Session(host: host(), dataDirectoryOption: nil, loadsPlugins: false)
        let repaired = BrokenModule(kind: .repaired)
        session.plugins.loaded = [
            LoadedPlugin(module: repaired, version: "1.0.0", path: "/p/broken.so", identity: "file-1")
        ]
        let (container, record) = try await session.validatedContainer(running: "broken")
        #expect(container.resolveIfRegistered(Pen.self) != nil)
        #expect(record?.value == "build-1 features=broken=file-1,notes")
    }
}
