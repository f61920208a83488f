import CInjectWorkflowPlugin

/// The macOS check of a plugin library before it is installed: it must bind to the app's one copy of the SDK.
///
/// On macOS the app and its plugins share one `libInjectWorkflowSDK.dylib`, the app's (ARCHITECTURE.md, "Plugins on
/// macOS"), so a plugin must load it as `@rpath/libInjectWorkflowSDK.dylib` and carry no absolute `LC_RPATH` that
/// could find another build of it first. The reading is C over bytes (`inject_workflow_macho_check_plugin`), so
/// this type compiles and is tested on Linux too, with Mach-O files built by `zig cc`; only the macOS installer
/// calls it.
///
/// ```swift
/// if let refusal = MachOPlugin.refusal(of: bytes, path: "libScorecards.dylib") { throw refusal.appError }
/// ```
enum MachOPlugin {
    /// The SDK library a macOS plugin loads.
    static let sdkLibrary = "libInjectWorkflowSDK.dylib"

    /// Why the Mach-O library `bytes` cannot be installed (messages name it `path`), or `nil` when it binds to the
    /// app's SDK.
    static func refusal(of bytes: [UInt8], path: String) -> PluginError? {
        var report = InjectWorkflowMachOReport()
        let problem = bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return Int32(INJECT_WORKFLOW_MACHO_NOT_MACHO.rawValue) }
            return inject_workflow_macho_check_plugin(start, buffer.count, sdkLibrary, &report)
        }
        let detail = withUnsafeBytes(of: report.detail) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch InjectWorkflowMachOProblem(rawValue: UInt32(problem)) {
        case INJECT_WORKFLOW_MACHO_OK:
            return nil
        case INJECT_WORKFLOW_MACHO_NOT_A_LIBRARY:
            return .notALibrary(path: path, reason: "a Mach-O file that is not a dynamic library")
        case INJECT_WORKFLOW_MACHO_TRUNCATED:
            return .notALibrary(path: path, reason: "a Mach-O file cut short")
        case INJECT_WORKFLOW_MACHO_NO_SDK_REFERENCE:
            return .ownCopy(path: path, module: "the workflow SDK (it does not load \(sdkLibrary))")
        case INJECT_WORKFLOW_MACHO_SDK_BY_FIXED_PATH:
            return .sdkElsewhere(path: path, loads: detail, expected: "@rpath/" + sdkLibrary)
        case INJECT_WORKFLOW_MACHO_ABSOLUTE_RPATH:
            return .absoluteSearchPath(path: path, searchPath: detail)
        default:
            return .notALibrary(path: path, reason: "not a 64-bit Mach-O file")
        }
    }
}
