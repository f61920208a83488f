import CInjectWorkflowPlugin
import Foundation
import InjectWorkflowCore

/// `inject-workflow plugins install <library>`: checks a plugin, then makes it part of the data directory.
///
/// In order, stopping at the first refusal with nothing installed and no data touched:
/// 1. the library is read and copied into the plugins folder under a name of this process's own, and checked like any
///    plugin file (``PluginSafety``); on the way it is bound to the app's copy of the SDK (``SDKLinkage``): as built
///    when the app loads the SDK as a shared library (packaged by `Scripts/package-app`; the only way on macOS),
///    else without its need of the SDK library (``ELFDependencies``, Linux);
/// 2. the copy is loaded and handshaken (``PluginLoader``): another interface version or compiler is refused;
/// 3. its registrations are validated over the live graph: the enabled built-in features and the other enabled
///    plugins (``Session/validatedWithPlugins(_:record:running:)``);
/// 4. its schema is checked and migrated in one transaction (``PluginData``);
/// 5. the copy is renamed to `<name>.so` and `plugins.json` lists it, enabled.
struct PluginInstaller {
    var invocation: BuiltinInvocation
    var session: Session { invocation.session }

    /// The name of the SDK library a plugin is linked against on Linux, which installing removes from its needs when
    /// the SDK is inside the app's executable.
    static let sdkLibrary = "libInjectWorkflowSDK.so"

    func install(path: String, force: Bool) async throws {
        Self.removeAbandonedCopies(inPluginsFolder: session.plugins.folder)
        let source = path.hasPrefix("/") ? path : session.host.currentDirectory + "/" + path
        let staged = try stage(source)
        var keep = false
        defer { if !keep { unlink(staged) } }
        // Its name is not known before it loads, so a crash inside `dlopen` (a plugin's static initialiser or C
        // constructor) is named by the file; nothing is installed yet, and the next install removes the copy.
        inject_workflow_crash_note_set(
            "inject-workflow: the plugin library \(source) crashed while loading; it was not installed\n")
        let loaded = Result { () throws(AppError) in
            try PluginLoader.load(path: staged, shownAs: source, builtInNames: Session.builtInNames(session.host))
        }
        inject_workflow_crash_note_clear()
        let plugin = try loaded.get()
        var installed = try InstalledPlugins.load(fromDataDirectory: session.dataDirectory)
        if let existing = installed.entry(named: plugin.name), !force {
            throw PluginError.alreadyInstalled(name: plugin.name, path: session.plugins.folder + "/" + existing.file)
                .appError
        }
        try await validate(plugin)
        let store = try session.makeContainer(only: []).resolve(Store.self)
        let migrated = try PluginData.migrate(plugin.module, in: store)
        let fileName = plugin.name + Self.librarySuffix
        let destination = session.plugins.folder + "/" + fileName
        guard rename(staged, destination) == 0 else {
            throw PluginError.unwritable(path: destination, reason: String(cString: strerror(errno))).appError
        }
        keep = true
        let entry = InstalledPlugins.Entry(
            name: plugin.name, version: plugin.version, summary: plugin.module.summary,
            commands: plugin.module.commands.map(\.name), requires: plugin.module.requiredFeatures, file: fileName,
            tables: plugin.module.schema?.tables)
        installed.entries.removeAll { $0.name == plugin.name }
        installed.entries.append(entry)
        try installed.save(toDataDirectory: session.dataDirectory)
        let data = migrated.from == migrated.to ? "" : "; its tables are at version \(migrated.to)"
        let adds = entry.commands.isEmpty ? "no commands" : "adds: " + entry.commands.joined(separator: ", ")
        invocation.console.print(
            "Installed plugin '\(plugin.name)' \(plugin.version) (\(adds)) into \(destination)\(data)")
    }

    #if canImport(Darwin)
        /// macOS (written against dlopen(3), not compiled here): plugins are `.dylib` files.
        static let librarySuffix = ".dylib"
    #else
        static let librarySuffix = ".so"
    #endif

    static let stagingPrefix = ".install-"

    /// Removes the staged copies an install that died left behind (its process is gone); a running install's
    /// copy is left alone.
    static func removeAbandonedCopies(inPluginsFolder folder: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(stagingPrefix) && name.hasSuffix(librarySuffix) {
            let digits = name.dropFirst(stagingPrefix.count).dropLast(librarySuffix.count)
            guard let processID = pid_t(digits), processID != getpid(), kill(processID, 0) != 0, errno == ESRCH else {
                continue
            }
            unlink(folder + "/" + name)
        }
    }

    /// Copies the library into the plugins folder as `.install-<pid><suffix>`, bound to the app's SDK (as built, or
    /// without its need of the SDK library: ``SDKLinkage``); returns the copy's path once it passed the safety check.
    private func stage(_ source: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: source) else {
            throw PluginError.unreadable(path: source, reason: "no readable file there").appError
        }
        let bytes = try Self.boundToTheAppsSDK([UInt8](data), source: source)
        let staged = try InstalledPlugins.writeLibrary(
            bytes, named: "\(Self.stagingPrefix)\(getpid())\(Self.librarySuffix)",
            inDataDirectory: session.dataDirectory)
        if let problem = PluginSafety.problem(
            file: staged, dataDirectory: DataDirectory.path(of: session.dataDirectory))
        {
            unlink(staged)
            throw PluginError.unsafe(path: staged, reason: problem).appError
        }
        return staged
    }

    /// The plugin's bytes as they are installed, bound to the app's one copy of the SDK (``SDKLinkage``); throws when
    /// it cannot be bound.
    private static func boundToTheAppsSDK(_ bytes: [UInt8], source: String) throws(AppError) -> [UInt8] {
        switch SDKLinkage.current {
        case .sharedLibrary:
            // A packaged app (Scripts/package-app): the plugin names the SDK library and the loader binds it to the
            // app's copy, already loaded, so it is installed as built, the one way on macOS, where editing it would
            // break its code signature. Only what it names is checked.
            #if canImport(Darwin)
                // Written against dyld's documented @rpath search; not compiled on this project's machines.
                if let refusal = MachOPlugin.refusal(of: bytes, path: source) { throw refusal.appError }
            #else
                do {
                    _ = try ELFDependencies(bytes: bytes).needed()
                } catch {
                    throw PluginError.notALibrary(path: source, reason: error.reason).appError
                }
            #endif
            return bytes
        case .insideExecutable:
            #if canImport(Darwin)
                // The executable's symbols cannot be shared with a plugin that was linked against the SDK dylib.
                throw PluginError.sdkInsideExecutable(path: source, loaderReason: nil).appError
            #else
                // The app exports its symbols (--export-dynamic): the plugin binds to them once it no longer
                // needs the SDK library, which would otherwise be a second copy (or not be found at all).
                var library = ELFDependencies(bytes: bytes)
                do {
                    try library.remove(needed: sdkLibrary)
                } catch {
                    throw PluginError.notALibrary(path: source, reason: error.reason).appError
                }
                return library.bytes
            #endif
        }
    }

    /// Validates `plugin` over the enabled built-in features and the other enabled plugins; throws (after the
    /// analyser's report) when it breaks the graph.
    private func validate(_ plugin: LoadedPlugin) async throws {
        var trial = session
        trial.plugins = try SessionPlugins(
            dataDirectory: session.dataDirectory, builtInNames: Session.builtInNames(session.host),
            console: session.console, excluding: [plugin.name])
        trial.plugins.loaded.append(plugin)
        try trial.checkRequirements()
        let record = GraphValidationRecord(program: nil, enabledFeatures: [])
        _ = try await trial.validatedWithPlugins(try trial.makeContainer(), record: record, running: plugin.name)
    }
}
