import CInjectWorkflowPlugin
import Foundation
import InjectWorkflowCore

/// What the host writes before it hands control to a plugin, so a crash inside the plugin is contained.
///
/// Before loading, registering or validating a plugin the host writes `plugins/in-progress.<pid>` (the plugin's
/// name and the step) and arms a note for standard error; after the step it disarms the note and deletes the file
/// (a few system calls per plugin and step). A process that dies in between leaves the file behind: the next start finds it (its process is gone:
/// another run still loading its plugins is left alone), disables that plugin in `plugins.json`, and says so, with how to switch it back on. The file is written, not
/// synced: it must outlive the process, not a power cut.
///
/// ```text
/// $ inject-workflow candidates list          # a plugin crashes while it registers
/// inject-workflow: the plugin 'scorecards' crashed while registering its services
/// $ inject-workflow candidates list
/// warning: plugin 'scorecards' was disabled: the last run stopped while registering its services …
/// ```
struct PluginCrashMarker {
    /// The steps a plugin can crash in.
    enum Step: String {
        case loading
        case registering = "registering its services"
        case validating = "being validated"
    }

    static let filePrefix = "in-progress."

    let path: String

    init(pluginsFolder: String, processID: pid_t = getpid()) {
        path = pluginsFolder + "/" + Self.filePrefix + String(processID)
    }

    /// Records that `plugin` is about to take `step`, and arms the note on standard error.
    func begin(_ step: Step, plugin: String) {
        let text = "\(plugin)\n\(step.rawValue)\n"
        // Best effort: a read-only plugins folder cannot keep a marker, and the plugin still runs.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
            close(descriptor)
        }
        inject_workflow_crash_note_set("inject-workflow: the plugin '\(plugin)' crashed while \(step.rawValue)\n")
    }

    /// The step went well: disarms the note and removes the file.
    func end() {
        inject_workflow_crash_note_clear()
        unlink(path)
    }

    /// A marker a process that no longer runs left in `pluginsFolder`: the plugin and the step it died in.
    struct LeftOver: Equatable {
        var path: String
        var plugin: String
        var step: String
    }

    /// The markers of runs that died while a plugin was loading, registering or being validated.
    static func leftOvers(inPluginsFolder folder: String) -> [LeftOver] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().compactMap { name in
            guard name.hasPrefix(filePrefix), let processID = pid_t(name.dropFirst(filePrefix.count)) else {
                return nil
            }
            // Still running (or not ours to signal): its plugins are loading right now.
            if processID == getpid() || kill(processID, 0) == 0 || errno == EPERM { return nil }
            let path = folder + "/" + name
            let lines = (FileManager.default.contents(atPath: path)).map {
                String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init)
            }
            guard let lines, lines.count == 2 else {
                unlink(path)
                return nil
            }
            return LeftOver(path: path, plugin: lines[0], step: lines[1])
        }
    }
}
