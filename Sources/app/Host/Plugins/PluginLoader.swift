import Inject
import InjectWorkflowCore

/// A plugin the host loaded and accepted: its module, its version, and where it came from.
struct LoadedPlugin: Sendable {
    var module: any FeatureModule
    var version: String
    var path: String
    /// The library file's identity (``ProgramIdentity``): part of the graph validation record, so a new build
    /// of the plugin is validated again.
    var identity: String?
    var name: String { module.name }
}

/// Loads a plugin library and checks, before calling anything else in it, that it would not crash the host.
///
/// The order is the point: `dlopen` (every symbol resolved now, so a missing one is the loader's refusal), then
/// the handshake (its layout, the interface version, the compiler, and that the plugin sees the host's one copy of
/// Inject and Core), and only then the module factory, whose result must cast to the host's ``PluginModuleBox``.
///
/// ```swift
/// let plugin = try PluginLoader.load(path: "/home/ada/.local/share/workflow/plugins/scorecards/libScorecards.so")
/// plugin.module.name   // "scorecards"
/// ```
enum PluginLoader {
    /// Loads and checks the plugin at `path`; `builtInNames` are the names a plugin must not take. Messages name
    /// the file as `shownAs` (the library the user gave `plugins install`, rather than its staged copy).
    static func load(
        path: String, shownAs: String? = nil, builtInNames: Set<String> = []
    ) throws(AppError)
        -> LoadedPlugin
    {
        let library = try PluginLibrary(path: path, shownAs: shownAs ?? path)
        let path = shownAs ?? path
        try check(library.handshake(), path: path)
        guard let box = try library.makeModule() else { throw PluginError.noModule(path: path).appError }
        let name = box.module.name
        guard isFeatureName(name) else { throw PluginError.badName(path: path, name: name).appError }
        if builtInNames.contains(name) {
            throw PluginError.nameTaken(path: path, name: name, by: "a built-in feature or command").appError
        }
        return LoadedPlugin(
            module: box.module, version: box.version, path: library.file,
            identity: ProgramIdentity.identity(ofFileAt: library.file))
    }

    /// Refuses a handshake that differs from the host's own in anything a crash could come from.
    static func check(_ plugin: PluginHandshake, path: String) throws(AppError) {
        let host = PluginHandshake(PluginHandshake.describingThisBuild())
        guard plugin.layout == host.layout else {
            throw PluginError.handshakeLayout(path: path, plugin: plugin.layout, host: host.layout).appError
        }
        guard plugin.interfaceVersion == host.interfaceVersion else {
            throw PluginError.interfaceVersion(path: path, plugin: plugin.interfaceVersion, host: host.interfaceVersion)
                .appError
        }
        guard plugin.compilerVersion == host.compilerVersion else {
            throw PluginError.compiler(
                path: path, plugin: plugin.compilerVersion ?? "(none given)", host: host.compilerVersion ?? "?"
            ).appError
        }
        guard plugin.injectIdentity == host.injectIdentity else {
            throw PluginError.ownCopy(path: path, module: "Inject").appError
        }
        guard plugin.coreIdentity == host.coreIdentity else {
            throw PluginError.ownCopy(path: path, module: "the workflow SDK (InjectWorkflowCore)").appError
        }
    }

    /// Whether `name` can be a feature's command-line word: `scorecards`, `ats-sync`.
    static func isFeatureName(_ name: String) -> Bool {
        guard let first = name.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
            name.utf8.count <= 64
        else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
    }
}
