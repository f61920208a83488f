import CLoadCrash
import Inject
import InjectWorkflowCore

// A plugin whose C constructor (CLoadCrash) dies inside dlopen when INJECT_WORKFLOW_FIXTURE_CRASH_ON_LOAD is set:
// installed unarmed, then armed, the next start crashes while loading it, and the start after disables it.

@_cdecl("inject_workflow_plugin_handshake")
public func handshake(_ handshake: UnsafeMutableRawPointer) {
    PluginExport.handshake(into: handshake)
}

@_cdecl("inject_workflow_plugin_create")
public func create() -> UnsafeMutableRawPointer? {
    PluginExport.module(LoadCrashModule(), version: "0.1.0")
}

struct LoadCrashModule: FeatureModule {
    var name: String { "load-crash" }
    var summary: String { "Dies inside dlopen (a C constructor), once armed" }
    func register(in container: Container) {}
    var commands: [FeatureCommand] {
        [
            FeatureCommand(name: "hello", summary: "Says hello") { invocation in
                invocation.console.print("hello from load-crash (constructor ran: \(load_crash_constructor_ran()))")
            }
        ]
    }
}
