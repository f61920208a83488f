import Foundation
import Testing

@testable import InjectWorkflowApp

/// A run that dies while a plugin loads, registers or is validated leaves a marker naming it.
@Suite("Plugin crash marker")
final class PluginCrashMarkerTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("CrashMarker-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A process id no process has: past the kernel's largest (2^22 on Linux).
    static let deadProcess: pid_t = 4_194_305

    @Test func aStepThatEndsLeavesNothing() {
        let marker = PluginCrashMarker(pluginsFolder: folder)
        marker.begin(.loading, plugin: "scorecards")
        #expect(FileManager.default.fileExists(atPath: marker.path))
        marker.end()
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func aDeadRunsMarkerNamesThePluginAndStep() {
        PluginCrashMarker(pluginsFolder: folder, processID: Self.deadProcess).begin(.registering, plugin: "scorecards")
        // Disarm the note begin() armed for this process.
        PluginCrashMarker(pluginsFolder: folder).end()
        #expect(
            PluginCrashMarker.leftOvers(inPluginsFolder: folder) == [
                PluginCrashMarker.LeftOver(
                    path: folder + "/in-progress.\(Self.deadProcess)", plugin: "scorecards",
                    step: "registering its services")
            ])
    }

    @Test func aLiveRunsMarkerIsLeftAlone() {
        let marker = PluginCrashMarker(pluginsFolder: folder, processID: getppid())
        marker.begin(.loading, plugin: "scorecards")
        PluginCrashMarker(pluginsFolder: folder).end()
        #expect(PluginCrashMarker.leftOvers(inPluginsFolder: folder) == [])
    }

    @Test func aMalformedMarkerIsRemoved() {
        let path = folder + "/in-progress.\(Self.deadProcess)"
        _ = FileManager.default.createFile(atPath: path, contents: Data("garbage".utf8))
        #expect(PluginCrashMarker.leftOvers(inPluginsFolder: folder) == [])
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
