import CInjectWorkflowPlugin
import Foundation

/// Where this process's one copy of the plugin SDK (Inject, `InjectWorkflowCore`, `InjectWorkflowInterfaces`) lives,
/// which decides how a plugin is bound to it.
///
/// `swift build` links an executable's own package targets into it, so the SDK is inside the executable; a plugin
/// then binds to the executable's exported symbols, which only Linux can arrange after the fact (``ELFDependencies``
/// drops the plugin's need of the SDK library). `Scripts/package-app` relinks the app against the SDK as a shared
/// library beside it (`lib/libInjectWorkflowSDK.so` or `.dylib`), and a plugin, which names that library, is
/// installed as built: the loader finds the app's copy already loaded and binds the plugin to it. That is the only
/// way on macOS, where a plugin cannot be edited without breaking its signature.
///
/// ```swift
/// SDKLinkage.current   // .sharedLibrary(path: "/opt/inject-workflow/lib/libInjectWorkflowSDK.so")
/// ```
enum SDKLinkage: Equatable, Sendable {
    /// Linked into the executable (a plain `swift build`).
    case insideExecutable
    /// The shared library at `path` (an app packaged by `Scripts/package-app`).
    case sharedLibrary(path: String)

    /// This process's linkage: the image holding the SDK, compared with the image holding this module's code.
    static let current = SDKLinkage(appImage: #dsohandle)

    /// The linkage seen from the code whose image holds `appImage` (an address in that image, its `#dsohandle`).
    init(appImage: UnsafeRawPointer) {
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let sdk = inject_workflow_sdk_image(&path, path.count)
        guard let sdk, sdk != inject_workflow_image_base(appImage) else {
            self = .insideExecutable
            return
        }
        let loaded = path.withUnsafeBytes { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
        // The loader names it as it found it (`/opt/app/bin/../lib/…`); shown resolved.
        self = .sharedLibrary(path: URL(fileURLWithPath: loaded).standardizedFileURL.path)
    }

    /// The SDK library's file name on this platform, as a plugin names it.
    static var libraryName: String {
        #if canImport(Darwin)
            return MachOPlugin.sdkLibrary
        #else
            return PluginInstaller.sdkLibrary
        #endif
    }
}
