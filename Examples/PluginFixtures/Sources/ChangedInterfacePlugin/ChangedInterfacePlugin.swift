import Inject
import InjectWorkflowCore

// Stands for a plugin built against another version of the SDK's interfaces: its handshake says so (a real one
// would carry the other number from its SDK's header), and the host refuses it before asking for its module.

@_cdecl("inject_workflow_plugin_handshake")
public func handshake(_ pointer: UnsafeMutableRawPointer) {
    var handshake = PluginHandshake.describingThisBuild()
    handshake.interfaceVersion += 1
    pointer.assumingMemoryBound(to: type(of: handshake)).pointee = handshake
}

@_cdecl("inject_workflow_plugin_create")
public func create() -> UnsafeMutableRawPointer? {
    fatalError("the host must never ask a plugin with another interface version for its module")
}
