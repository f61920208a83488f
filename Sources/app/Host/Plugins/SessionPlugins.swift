import Foundation
import InjectWorkflowCore

/// The plugins one run of the host loaded: read from `plugins/plugins.json`, checked, loaded, in that order.
///
/// A start without plugins costs one failed `open` (no `plugins.json`). With plugins, each enabled one is checked
/// for safety (``PluginSafety``), loaded under a crash marker (``PluginCrashMarker``) and handshaken
/// (``PluginLoader``); one that fails any of that is skipped with a warning saying why, and the host keeps
/// running with the others. Markers left by a run that died are handled first: their plugin is disabled.
struct SessionPlugins: Sendable {
    /// The plugins loaded and accepted so far (validation may still refuse some; see ``Session``).
    var loaded: [LoadedPlugin] = []
    /// The data directory's plugins folder.
    var folder: String
    /// The enabled plugins that were not loaded, and why (for `inject-workflow doctor`).
    var notLoaded: [(name: String, reason: AppError)] = []
    /// Every installed plugin, loaded or not (empty when the run loads none).
    var installed: [InstalledPlugins.Entry] = []

    /// No plugins (`--no-plugins`, or a command that manages them).
    init(folder: String) {
        self.folder = folder
    }

    /// Loads the enabled plugins of `dataDirectory` but those named in `excluding`; warnings go to `console`'s
    /// standard error.
    init(
        dataDirectory: URL, builtInNames: Set<String>, console: any Console, excluding: Set<String> = []
    ) throws(AppError) {
        folder = InstalledPlugins.folder(inDataDirectory: dataDirectory)
        var installed = try InstalledPlugins.load(fromDataDirectory: dataDirectory)
        guard !installed.entries.isEmpty else { return }
        try Self.disableCrashed(&installed, dataDirectory: dataDirectory, console: console)
        self.installed = installed.entries
        let marker = PluginCrashMarker(pluginsFolder: folder)
        var taken = builtInNames
        for entry in installed.entries where entry.enabled && !excluding.contains(entry.name) {
            let path = folder + "/" + entry.file
            do {
                if let problem = PluginSafety.problem(file: path, dataDirectory: DataDirectory.path(of: dataDirectory))
                {
                    throw PluginError.unsafe(path: path, reason: problem).appError
                }
                marker.begin(.loading, plugin: entry.name)
                defer { marker.end() }
                let plugin = try PluginLoader.load(path: path, builtInNames: taken)
                taken.insert(plugin.name)
                loaded.append(plugin)
            } catch {
                let reason = ErrorPrinter.appError(for: error)
                notLoaded.append((entry.name, reason))
                Self.warn("plugin '\(entry.name)' was not loaded", because: reason, console: console)
            }
        }
    }

    /// Prints a warning about a plugin: the headline, the reason, and the reason's hint.
    static func warn(_ headline: String, because error: AppError, console: any Console) {
        console.printError("warning: \(headline): \(error.message)")
        if let hint = error.hint { console.printError("hint: \(hint)") }
    }

    /// Disables every plugin a run died with, says so, and removes the markers.
    private static func disableCrashed(
        _ installed: inout InstalledPlugins, dataDirectory: URL, console: any Console
    ) throws(AppError) {
        let leftOvers = PluginCrashMarker.leftOvers(
            inPluginsFolder: InstalledPlugins.folder(inDataDirectory: dataDirectory))
        guard !leftOvers.isEmpty else { return }
        for leftOver in leftOvers {
            guard let index = installed.entries.firstIndex(where: { $0.name == leftOver.plugin }) else { continue }
            installed.entries[index].enabled = false
            installed.entries[index].disabledReason = "an earlier run stopped while it was \(leftOver.step)"
            console.printError(
                "warning: plugin '\(leftOver.plugin)' was disabled: an earlier run of inject-workflow stopped while it "
                    + "was \(leftOver.step)")
            console.printError(
                "hint: install a fixed build with 'inject-workflow plugins install <library> --force', or switch it "
                    + "back on with 'inject-workflow plugins enable \(leftOver.plugin)'")
        }
        try installed.save(toDataDirectory: dataDirectory)
        for leftOver in leftOvers { unlink(leftOver.path) }
    }
}
