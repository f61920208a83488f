import CInjectWorkflowPlugin
import Inject

/// The versions a plugin and the host compare before the host calls anything else in the plugin.
///
/// ```swift
/// let mine = PluginHandshake(PluginHandshake.describingThisBuild())
/// mine.interfaceVersion   // 2
/// mine.compilerVersion    // "6.3.1"
/// ```
public struct PluginHandshake: Equatable, Sendable {
    /// The layout of the C struct the plugin filled in (`INJECT_WORKFLOW_PLUGIN_HANDSHAKE_LAYOUT`).
    public var layout: UInt32
    /// The plugin interface version (`INJECT_WORKFLOW_PLUGIN_INTERFACE_VERSION`).
    public var interfaceVersion: UInt32
    /// The Swift compiler that built it (`6.3.1`), or `nil` when the plugin wrote none.
    public var compilerVersion: String?
    /// Where Inject's and Core's type metadata are, as the plugin sees them (equal to the host's only when both
    /// use one copy of each module). Addresses, for comparison only.
    public var injectIdentity: UInt
    /// See ``injectIdentity``.
    public var coreIdentity: UInt

    /// Reads a handshake the plugin filled in. Only the layout is trusted before it is checked.
    public init(_ raw: InjectWorkflowPluginHandshake) {
        layout = raw.layout
        interfaceVersion = raw.interfaceVersion
        compilerVersion = raw.compilerVersion.map { String(cString: $0) }
        injectIdentity = UInt(bitPattern: raw.injectIdentity)
        coreIdentity = UInt(bitPattern: raw.coreIdentity)
    }

    /// The handshake of the code this is compiled into: emitted into the plugin, it describes the plugin; called
    /// by the host, the host.
    @_alwaysEmitIntoClient
    public static func describingThisBuild() -> InjectWorkflowPluginHandshake {
        // The metadata accessors of one type from each module: a plugin that links the host's copy gets the
        // host's addresses; one that carries its own copy gets other ones.
        let inject = unsafeBitCast(Container.self as AnyObject.Type, to: UnsafeRawPointer.self)
        let core = unsafeBitCast(PluginModuleBox.self as AnyObject.Type, to: UnsafeRawPointer.self)
        return InjectWorkflowPluginHandshake(
            layout: UInt32(INJECT_WORKFLOW_PLUGIN_HANDSHAKE_LAYOUT),
            interfaceVersion: UInt32(INJECT_WORKFLOW_PLUGIN_INTERFACE_VERSION),
            compilerVersion: UnsafeRawPointer(SwiftCompiler.version.utf8Start).assumingMemoryBound(to: CChar.self),
            injectIdentity: inject, coreIdentity: core)
    }
}
