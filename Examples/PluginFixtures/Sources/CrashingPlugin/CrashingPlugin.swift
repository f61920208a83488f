import Foundation
import Inject
import InjectWorkflowCore

// A plugin that dies while it registers its services once armed by a file (so it can be installed first): with
// "sleep" in the file it hangs instead, for a test to kill the process mid-registration. What a plugin with a bug
// in register(in:) does to a host, and what the host must contain.

@_cdecl("inject_workflow_plugin_handshake")
public func handshake(_ handshake: UnsafeMutableRawPointer) {
    PluginExport.handshake(into: handshake)
}

@_cdecl("inject_workflow_plugin_create")
public func create() -> UnsafeMutableRawPointer? {
    PluginExport.module(CrashingModule(), version: "0.1.0")
}

struct CrashingModule: FeatureModule {
    var name: String { "crashing" }
    var summary: String { "Dies while it registers, once armed" }
    func register(in container: Container) {
        // Armed by a file rather than the environment: the host validates plugins once per build, and the test
        // arms it after installing.
        let armed = NSTemporaryDirectory() + "/inject-workflow-crashing-plugin-armed"
        if let contents = FileManager.default.contents(atPath: armed) {
            if String(decoding: contents, as: UTF8.self).hasPrefix("sleep") { sleep(60) }
            fatalError("CrashingPlugin: armed, dying while registering")
        }
        container.register(String.self, name: "crashing") { "alive" }
    }
    var commands: [FeatureCommand] {
        [FeatureCommand(name: "hello", summary: "Says hello") { $0.console.print("hello from crashing") }]
    }
}
