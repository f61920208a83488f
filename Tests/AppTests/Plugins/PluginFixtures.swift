import Foundation
import Testing

/// The plugin libraries built outside this package (`Examples/PluginFixtures`, `Examples/ScorecardsPlugin`), which
/// the end-to-end plugin tests load. `.ci/run` builds them first; a plain `swift test` skips those tests, saying so.
enum PluginFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `INJECT_WORKFLOW_PLUGIN_FIXTURES`, or `Examples/PluginFixtures/.build/debug`.
    static let directory: String =
        ProcessInfo.processInfo.environment["INJECT_WORKFLOW_PLUGIN_FIXTURES"]
        ?? packageRoot.appendingPathComponent("Examples/PluginFixtures/.build/debug").path

    /// `INJECT_WORKFLOW_SCORECARDS_PLUGIN`, or `Examples/ScorecardsPlugin/.build/debug/libScorecards.so`.
    static let scorecards: String =
        ProcessInfo.processInfo.environment["INJECT_WORKFLOW_SCORECARDS_PLUGIN"]
        ?? packageRoot.appendingPathComponent("Examples/ScorecardsPlugin/.build/debug/libScorecards.so").path

    static func library(_ name: String) -> String { "\(directory)/lib\(name).so" }

    /// Whether the fixtures were built (and are newer than nothing: a stale build still loads or is refused).
    static var available: Bool {
        [
            "PluginProbe", "BrokenGraphPlugin", "ChangedInterfacePlugin", "CrashingPlugin", "OwnCopyPlugin",
            "AsyncServicePlugin", "AsyncGapPlugin", "LoadCrashPlugin",
        ]
        .allSatisfy { FileManager.default.fileExists(atPath: library($0)) }
            && FileManager.default.fileExists(atPath: scorecards)
    }

    static let skipReason: Comment =
        "needs the plugin fixtures: (cd Examples/PluginFixtures && swift build); (cd Examples/ScorecardsPlugin && swift build) — .ci/run builds them"
}
