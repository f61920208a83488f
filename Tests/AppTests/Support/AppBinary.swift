import Foundation

/// Finds the `inject-workflow` executable that `swift test` built alongside this test bundle.
///
/// The test target depends on `inject-workflow`, so SwiftPM builds it into the same products directory as the test
/// bundle (`.build/debug/` or a custom `--scratch-path`). `APP_BINARY` overrides the search.
enum AppBinary {
    static let url: URL? = locate()

    private static func locate() -> URL? {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["APP_BINARY"] {
            return URL(fileURLWithPath: explicit)
        }
        var directories: [URL] = []
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
            // Inside an Xcode-style `.xctest` bundle the executable sits a few levels down.
            directories.append(bundle.bundleURL.deletingLastPathComponent().deletingLastPathComponent())
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent("inject-workflow") }
            .first { fileManager.isExecutableFile(atPath: $0.path) }
    }
}
