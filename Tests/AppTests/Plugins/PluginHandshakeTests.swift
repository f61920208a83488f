import InjectWorkflowCore
import Testing

@testable import InjectWorkflowApp

/// The handshake refuses, with both versions and what to rebuild, anything a crash could come from.
@Suite("Plugin handshake")
struct PluginHandshakeTests {
    static let host = PluginHandshake(PluginHandshake.describingThisBuild())

    @Test func theHostsOwnHandshakeMatches() throws {
        try PluginLoader.check(Self.host, path: "p.so")
        #expect(Self.host.interfaceVersion == 2)
        #expect(Self.host.compilerVersion?.first?.isNumber == true, "\(Self.host.compilerVersion ?? "nil")")
    }

    @Test func anotherInterfaceVersionIsRefusedNamingBoth() {
        var plugin = Self.host
        plugin.interfaceVersion = 7
        #expect(throws: PluginError.interfaceVersion(path: "p.so", plugin: 7, host: 2).appError) {
            try PluginLoader.check(plugin, path: "p.so")
        }
        let message = PluginError.interfaceVersion(path: "p.so", plugin: 7, host: 2).appError
        #expect(
            message.message
                == "plugin p.so was built against plugin interface version 7, and this inject-workflow has interface "
                + "version 2")
        #expect(message.hint?.contains("rebuild the plugin's package with this inject-workflow's toolchain") == true)
    }

    @Test func anotherCompilerIsRefusedNamingBoth() {
        var plugin = Self.host
        plugin.compilerVersion = "5.10"
        let expected = PluginError.compiler(path: "p.so", plugin: "5.10", host: Self.host.compilerVersion!).appError
        #expect(throws: expected) { try PluginLoader.check(plugin, path: "p.so") }
        #expect(expected.hint?.hasPrefix("rebuild the plugin with Swift \(Self.host.compilerVersion!)") == true)
    }

    @Test func anotherLayoutIsRefusedFirst() {
        var plugin = Self.host
        plugin.layout = 2
        plugin.interfaceVersion = 9
        #expect(throws: PluginError.handshakeLayout(path: "p.so", plugin: 2, host: 1).appError) {
            try PluginLoader.check(plugin, path: "p.so")
        }
    }

    @Test func aPluginWithItsOwnCopyOfInjectOrCoreIsRefused() {
        var plugin = Self.host
        plugin.injectIdentity += 8
        #expect(throws: PluginError.ownCopy(path: "p.so", module: "Inject").appError) {
            try PluginLoader.check(plugin, path: "p.so")
        }
        plugin = Self.host
        plugin.coreIdentity += 8
        #expect(throws: PluginError.ownCopy(path: "p.so", module: "the workflow SDK (InjectWorkflowCore)").appError) {
            try PluginLoader.check(plugin, path: "p.so")
        }
    }

    @Test(arguments: [
        ("scorecards", true), ("ats-sync", true), ("a1", true), ("", false), ("Scorecards", false),
        ("1st", false), ("score cards", false), ("-x", false), ("ünï", false),
    ])
    func featureNamesAreLowercaseWords(name: String, valid: Bool) {
        #expect(PluginLoader.isFeatureName(name) == valid)
    }

    @Test func aFileThatIsNoLibraryIsRefusedWithTheLoadersReason() throws {
        let path = "/nonexistent/plugin.so"
        do {
            _ = try PluginLoader.load(path: path)
            Issue.record("loaded a file that does not exist")
        } catch {
            #expect(error.message.hasPrefix("could not load plugin \(path): "), "\(error.message)")
            #expect(error.message.contains("No such file"), "\(error.message)")
        }
    }
}
