import Foundation
import Testing

@testable import InjectLint

/// Discovery finds every Swift file a user means, and none they do not: build folders, hidden folders and
/// excluded paths are skipped, the result is sorted and free of duplicates, and a symbolic-link loop cannot hang it.
@Suite("File discovery")
struct FileDiscoveryTests {
    /// A scratch tree under the temporary directory, removed when the test ends.
    final class Tree {
        let root: String

        init(_ files: [String]) throws {
            root = FileManager.default.temporaryDirectory.appending(path: "lintfront-\(UUID().uuidString)").path
            for file in files {
                let url = URL(fileURLWithPath: root).appending(path: file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("// \(file)\n".utf8).write(to: url)
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func relative(_ paths: [String]) -> [String] {
            paths.map { Path.relative($0, to: root) }
        }
    }

    @Test func skipsBuildAndHiddenFoldersAndNonSwiftFiles() throws {
        let tree = try Tree([
            "Sources/app/main.swift", "Sources/app/README.md", "Sources/Lib/b.swift", ".build/debug/x.swift",
            ".build-lintfront/y.swift", ".git/hooks/z.swift", "Sources/.hidden/h.swift", "Package.swift",
        ])
        let discovery = FileDiscovery(configuration: LintConfiguration(rootDirectory: tree.root))
        let files = try discovery.swiftFiles(under: [tree.root])
        #expect(tree.relative(files) == ["Package.swift", "Sources/Lib/b.swift", "Sources/app/main.swift"])
    }

    @Test func includeAndExcludeResolveAgainstTheConfigurationRoot() throws {
        let tree = try Tree([
            "Sources/app/main.swift", "Sources/Generated/g.swift", "Sources/GeneratedNot/n.swift", "Tests/t.swift",
        ])
        let configuration = LintConfiguration(
            rootDirectory: tree.root, includedPaths: ["Sources"], excludedPaths: ["./Sources/Generated/"])
        let files = try FileDiscovery(configuration: configuration).swiftFiles(under: [tree.root])
        #expect(tree.relative(files) == ["Sources/GeneratedNot/n.swift", "Sources/app/main.swift"])
    }

    @Test func overlappingPathsListEachFileOnce() throws {
        let tree = try Tree(["Sources/app/main.swift", "Sources/app/other.swift"])
        let discovery = FileDiscovery(configuration: LintConfiguration(rootDirectory: tree.root))
        let app = tree.root + "/Sources/app"
        let files = try discovery.swiftFiles(under: [tree.root + "/Sources", app, app + "/main.swift"])
        #expect(tree.relative(files) == ["Sources/app/main.swift", "Sources/app/other.swift"])
    }

    @Test func explicitFileIsLintedWhateverItsExtensionUnlessExcluded() throws {
        let tree = try Tree(["script.txt", "Generated/g.swift"])
        let configuration = LintConfiguration(rootDirectory: tree.root, excludedPaths: ["Generated"])
        let files = try FileDiscovery(configuration: configuration).swiftFiles(
            under: [tree.root + "/script.txt", tree.root + "/Generated/g.swift"])
        #expect(tree.relative(files) == ["script.txt"])
    }

    @Test func symbolicLinkedFilesAreFollowedButLinkedFoldersAreNot() throws {
        let tree = try Tree(["Sources/a.swift"])
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/Sources/loop", withDestinationPath: tree.root + "/Sources")
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/Sources/link.swift", withDestinationPath: tree.root + "/Sources/a.swift")
        let discovery = FileDiscovery(configuration: LintConfiguration(rootDirectory: tree.root))
        let files = try discovery.swiftFiles(under: [tree.root])
        #expect(tree.relative(files) == ["Sources/a.swift", "Sources/link.swift"])
    }

    @Test func configurationSearchStopsAtThePackageRoot() throws {
        let tree = try Tree(["Package.swift", "Sources/app/main.swift", "Nested/.inject-lint.json", "Nested/x.swift"])
        #expect(
            ConfigurationLocator.locate(from: tree.root + "/Sources/app")
                == .init(file: nil, rootDirectory: tree.root))
        #expect(
            ConfigurationLocator.locate(from: tree.root + "/Nested")
                == .init(file: tree.root + "/Nested/.inject-lint.json", rootDirectory: tree.root + "/Nested"))
    }
}
