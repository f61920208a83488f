import Foundation
import Testing

/// A folder outside any package, repository or Xcode project, linted from wherever the user stands.
@Suite struct OutsideAnyProjectTests {
    // A feature `@testable import`ing another, outside any package or repository, went unreported when inject-lint
    // ran from the features folder (or from any folder but the project's): "Sources/Features" resolved against the
    // working directory, so no file was in a feature.
    @Test func aFeatureTestableImportingAnotherIsReportedFromAnyWorkingDirectory() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "inject-lint-loose-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let features = root.appending(path: "Sources/Features")
        for feature in ["Profile", "Settings"] {
            try FileManager.default.createDirectory(
                at: features.appending(path: feature), withIntermediateDirectories: true)
        }
        try Data("import Inject\n@testable import Settings\nstruct Profile {}\n".utf8)
            .write(to: features.appending(path: "Profile/Profile.swift"))
        try Data("import Inject\nstruct Settings {}\n".utf8).write(
            to: features.appending(path: "Settings/Settings.swift"))
        for (directory, argument) in [
            (features, "."), (root, "Sources"), (FileManager.default.temporaryDirectory, root.path),
        ] {
            let run = try InjectLintProcess.run(["--quiet", "--relative-paths", argument], in: directory)
            #expect(run.status == 1, "from \(directory.path)")
            #expect(
                run.standardOutput.contains(
                    "Profile.swift:2:18: error: feature 'Profile' imports feature module 'Settings'"),
                "from \(directory.path): \(run.standardOutput)")
        }
    }
}
