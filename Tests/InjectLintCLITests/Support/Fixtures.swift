import Foundation

/// The fixture trees under `Tests/InjectLintCLITests/Fixtures/`, each a miniature package with its own
/// `.inject-lint.json` (so the configuration search never reaches this repository's).
enum Fixtures {
    /// `Tests/InjectLintCLITests/Fixtures`, found from this source file so tests run from any directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures")

    /// An app and three features with one of each problem: an unregistered injection (and a near miss), a cycle,
    /// a feature importing another feature, and a duplicate registration.
    static let workflow = root.appending(path: "Workflow")
    /// Everything injected is registered: nothing to report.
    static let clean = root.appending(path: "Clean")
    /// A configuration with include, exclude and rule severities.
    static let configured = root.appending(path: "Configured")
    /// A configuration that is not valid JSON.
    static let brokenJSON = root.appending(path: "BrokenJSON")
    /// A configuration that names a rule that does not exist.
    static let unknownRule = root.appending(path: "UnknownRule")
}
