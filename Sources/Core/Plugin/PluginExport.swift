import CInjectWorkflowPlugin
import Inject

/// What a plugin library exports to `inject-workflow`: its two C entry points call these.
///
/// A plugin is a dynamic library built from its own package against the `InjectWorkflowSDK` product. It exports
/// exactly two C functions, and the host looks up nothing else by name:
///
/// ```swift
/// import InjectWorkflowCore
///
/// @_cdecl("inject_workflow_plugin_handshake")
/// public func handshake(_ handshake: UnsafeMutableRawPointer) {
///     PluginExport.handshake(into: handshake)
/// }
///
/// @_cdecl("inject_workflow_plugin_create")
/// public func create() -> UnsafeMutableRawPointer? {
///     PluginExport.module(ScorecardsModule(), version: "1.0.0")
/// }
/// ```
///
/// The host calls the handshake first and compares what it wrote (the interface version, the Swift compiler,
/// and which copy of the SDK the plugin sees) with its own; only a plugin that matches is asked for its module.
public enum PluginExport {
    /// The C name of the handshake function.
    public static let handshakeSymbol = "inject_workflow_plugin_handshake"
    /// The C name of the module factory.
    public static let createSymbol = "inject_workflow_plugin_create"

    /// Fills in the handshake the host passes (an `InjectWorkflowPluginHandshake`) with what this plugin was
    /// built with. Compiled into the plugin itself (`@_alwaysEmitIntoClient`), so the versions are the plugin's,
    /// not the host's.
    @_alwaysEmitIntoClient
    public static func handshake(into pointer: UnsafeMutableRawPointer) {
        let handshake = pointer.assumingMemoryBound(to: InjectWorkflowPluginHandshake.self)
        handshake.pointee = PluginHandshake.describingThisBuild()
    }

    /// A retained, opaque reference to `module`, for the host to take: what `inject_workflow_plugin_create`
    /// returns. `version` is the plugin's own version, shown by `inject-workflow plugins list`.
    public static func module(_ module: any FeatureModule, version: String) -> UnsafeMutableRawPointer? {
        Unmanaged.passRetained(PluginModuleBox(module: module, version: version)).toOpaque()
    }
}

/// The object a plugin's factory hands the host: its module and its version.
///
/// A class, so the host can take it from an opaque pointer and check its type with `as?`, a cast that works only
/// when the host and the plugin share one copy of this module.
public final class PluginModuleBox: Sendable {
    /// The plugin's feature module.
    public let module: any FeatureModule
    /// The plugin's own version (`1.0.0`).
    public let version: String

    /// A box: `PluginModuleBox(module: ScorecardsModule(), version: "1.0.0")`.
    public init(module: any FeatureModule, version: String) {
        self.module = module
        self.version = version
    }
}
