import CInjectWorkflowPlugin
import Foundation
import InjectWorkflowCore

/// A plugin library opened with `dlopen`, and its two entry points. Never closed: `dlclose` on Swift code is
/// unsafe (type metadata, conformances and cached witness tables would point into unmapped memory), so a library
/// stays mapped until the process exits, whether it was accepted or refused.
struct PluginLibrary {
    /// The file loaded.
    var file: String
    /// The file as messages name it.
    var path: String
    private let handle: UnsafeMutableRawPointer

    /// Opens `file`, resolving every symbol now (`RTLD_NOW`): a plugin that needs a symbol the app lacks is
    /// refused here with the loader's own reason, not later in the middle of a command. Messages name it `path`.
    init(path file: String, shownAs path: String) throws(AppError) {
        self.file = file
        self.path = path
        guard let handle = dlopen(file, RTLD_NOW | RTLD_LOCAL) else {
            let reason = Self.lastError()
            // A plugin that names the SDK library, in an app that has no such library to give it: say what to run.
            if SDKLinkage.current == .insideExecutable, reason.contains(SDKLinkage.libraryName) {
                throw PluginError.sdkInsideExecutable(path: path, loaderReason: reason).appError
            }
            throw PluginError.notLoadable(path: path, reason: reason).appError
        }
        self.handle = handle
    }

    /// Calls the plugin's handshake function into a zeroed struct and returns what it wrote.
    func handshake() throws(AppError) -> PluginHandshake {
        let function = unsafeBitCast(
            try symbol(PluginExport.handshakeSymbol), to: InjectWorkflowPluginHandshakeFunction.self)
        var raw = InjectWorkflowPluginHandshake()
        function(&raw)
        return PluginHandshake(raw)
    }

    /// Calls the plugin's module factory and takes the box it returns; `nil` when it returned nothing or
    /// something other than a ``PluginModuleBox``.
    func makeModule() throws(AppError) -> PluginModuleBox? {
        let function = unsafeBitCast(try symbol(PluginExport.createSymbol), to: InjectWorkflowPluginCreateFunction.self)
        guard let pointer = function() else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeRetainedValue() as? PluginModuleBox
    }

    private func symbol(_ name: String) throws(AppError) -> UnsafeMutableRawPointer {
        guard let address = dlsym(handle, name) else {
            throw PluginError.notAPlugin(path: path, missingSymbol: name).appError
        }
        return address
    }

    private static func lastError() -> String {
        guard let message = dlerror() else { return "the loader gave no reason" }
        return String(cString: message)
    }
}
