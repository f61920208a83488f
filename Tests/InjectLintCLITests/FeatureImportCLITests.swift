import Foundation
import Testing

/// `feature-import` wherever it runs: one feature folder linted alone, and a project without a `Package.swift`.
@Suite("Feature imports from the command line")
struct FeatureImportCLITests {
    /// A project with two features; `Cart` imports `Checkout`. `marker` is the file that marks its root, if any.
    static func project(marker: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "inject-lint-features-\(UUID().uuidString)")
        let files = [
            "Sources/Features/Cart/Cart.swift": "import Interfaces\nimport Checkout\n",
            "Sources/Features/Checkout/Checkout.swift": "import Interfaces\n",
        ]
        for (path, text) in files {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        if let marker { try Data("// marker\n".utf8).write(to: root.appending(path: marker)) }
        return root
    }

    static let finding =
        "Sources/Features/Cart/Cart.swift:2:8: error: feature 'Cart' imports feature module 'Checkout'; features "
        + "must not depend on each other — move what they share into Interfaces and resolve it with Inject "
        + "[feature-import]\n"

    @Test func oneFeatureFolderLintedAloneStillSeesItsSiblings() throws {
        // Linting Sources/Features/Cart alone passed: Checkout was not scanned, so it was not known as a feature.
        let root = try Self.project(marker: "Package.swift")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try InjectLintProcess.run(["--quiet", "--relative-paths", "Sources/Features/Cart"], in: root)
        #expect(run.status == 1)
        #expect(run.standardOutput == Self.finding)
    }

    @Test func aProjectWithoutAPackageManifestUsesTheWorkingDirectory() throws {
        // An Xcode project: with no Package.swift the feature roots resolved against the scanned folder.
        let root = try Self.project(marker: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try InjectLintProcess.run(["--quiet", "--relative-paths", "Sources/Features/Cart"], in: root)
        #expect(run.status == 1)
        #expect(run.standardOutput == Self.finding)
    }

    @Test func aCompositionRootsFeatureRootsReachItsSiblingLocalPackages() throws {
        // Local packages side by side: App's configuration names ../Features, and a feature package importing
        // another is found though neither is under App's folder.
        let root = FileManager.default.temporaryDirectory.appending(path: "inject-lint-packages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "App/Package.swift": "// marker\n",
            "App/.inject-lint.json": #"{"featureRoots": ["../Features"]}"#,
            "App/Sources/App/main.swift": "import Profile\nimport Billing\n",
            "Features/Profile/Sources/Profile/ProfileModel.swift": "import Interfaces\nimport Billing\n",
            "Features/Billing/Sources/Billing/Bill.swift": "import Interfaces\n",
        ]
        for (path, text) in files {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try InjectLintProcess.run(
            ["--quiet", "--relative-paths", "--config", ".inject-lint.json", "--", "Sources", "../Features"],
            in: root.appending(path: "App"))
        #expect(run.status == 1)
        #expect(
            run.standardOutput
                == "../Features/Profile/Sources/Profile/ProfileModel.swift:2:8: error: feature 'Profile' imports feature "
                + "module 'Billing'; features must not depend on each other — move what they share into Interfaces "
                + "and resolve it with Inject [feature-import]\n")
    }
}
