import Foundation
import Testing

/// A plugin that crashes for real inside `dlopen` (LoadCrashPlugin's C constructor writes through a null pointer
/// when `INJECT_WORKFLOW_FIXTURE_CRASH_ON_LOAD` is set): standard error names it, and the next start disables it.
@Suite("A plugin crashing inside dlopen", .enabled(if: PluginFixtures.available, PluginFixtures.skipReason))
struct PluginLoadCrashTests {
    static let armed = ["INJECT_WORKFLOW_FIXTURE_CRASH_ON_LOAD": "1"]

    @Test func aStartThatCrashesLoadingAPluginNamesItAndTheNextStartDisablesIt() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let install = try sandbox.run(["plugins", "install", PluginFixtures.library("LoadCrashPlugin")])
        #expect(install.status == 0, "\(install.errorOutput)")
        #expect(try sandbox.run(["load-crash", "hello"]).output == "hello from load-crash (constructor ran: 1)\n")
        let died = try sandbox.run(["candidates", "list"], extraEnvironment: Self.armed)
        #expect(died.status != 0)
        #expect(
            died.errorOutput.hasPrefix("inject-workflow: the plugin 'load-crash' crashed while loading\n"),
            "\(died.errorOutput)")
        let next = try sandbox.run(["candidates", "list"])
        #expect(next.status == 0, "\(next.errorOutput)")
        #expect(
            next.errorOutput
                == "warning: plugin 'load-crash' was disabled: an earlier run of inject-workflow stopped while it was "
                + "loading\nhint: install a fixed build with 'inject-workflow plugins install <library> --force', or "
                + "switch it back on with 'inject-workflow plugins enable load-crash'\n")
        let list = try sandbox.run(["plugins", "list"])
        #expect(list.output.contains("disabled (an earlier run stopped while it was loading)"), "\(list.output)")
        #expect(try sandbox.run(["plugins", "enable", "load-crash"]).status == 0)
        #expect(try sandbox.run(["load-crash", "hello"]).status == 0)
    }

    @Test func anInstallThatCrashesLoadingNamesTheLibraryAndInstallsNothing() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let library = PluginFixtures.library("LoadCrashPlugin")
        let died = try sandbox.run(["plugins", "install", library], extraEnvironment: Self.armed)
        #expect(died.status != 0)
        #expect(
            died.errorOutput.hasPrefix(
                "inject-workflow: the plugin library \(library) crashed while loading; it was not installed\n"),
            "\(died.errorOutput)")
        #expect(try sandbox.run(["plugins", "list"]).output.hasPrefix("No plugins installed"))
        // The next install removes the copy the dead one staged, and installs.
        #expect(try sandbox.run(["plugins", "install", library]).status == 0)
        let folder = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory + "/plugins").sorted()
        #expect(folder == ["load-crash.so", "plugins.json"], "\(folder)")
    }
}
