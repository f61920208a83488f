import Inject
import InjectWorkflowCore

// Links the Inject product beside the SDK, so it carries a copy of Inject of its own: the handshake sees another
// Container type than the host's and refuses the plugin.

@_cdecl("inject_workflow_plugin_handshake")
public func handshake(_ handshake: UnsafeMutableRawPointer) {
    PluginExport.handshake(into: handshake)
}

@_cdecl("inject_workflow_plugin_create")
public func create() -> UnsafeMutableRawPointer? {
    fatalError("the host must never ask a plugin with its own copy of Inject for its module")
}
