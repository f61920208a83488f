import InjectWorkflowCore

// The plugin's two C entry points, and nothing else: inject-workflow calls the handshake first, and asks for the
// module only when the handshake matches its own interface version and compiler.

/// Fills in the handshake (interface version, compiler, which copy of the SDK this plugin sees).
@_cdecl("inject_workflow_plugin_handshake")
public func injectWorkflowPluginHandshake(_ handshake: UnsafeMutableRawPointer) {
    PluginExport.handshake(into: handshake)
}

/// Hands the host the feature module.
@_cdecl("inject_workflow_plugin_create")
public func injectWorkflowPluginCreate() -> UnsafeMutableRawPointer? {
    PluginExport.module(ScorecardsModule(), version: "1.0.0")
}
