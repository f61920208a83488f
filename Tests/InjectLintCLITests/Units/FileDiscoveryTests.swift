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

        func relative(_ paths: PathList) -> [String] {
            paths.map { Path.relative($0.text, to: root) }
        }
    }

    @Test func skipsBuildAndHiddenFoldersAndNonSwiftFiles() throws {
        let tree = try Tree([
            "Sources/app/main.swift", "Sources/app/README.md", "Sources/Lib/b.swift", ".build/debug/x.swift",
            ".build-lintfront/y.swift", ".git/hooks/z.swift", "Sources/.hidden/h.swift", "Package.swift",
        ])
        let discovery = FileDiscovery(configuration: LintConfiguration(rootDirectory: tree.root))
        let files = try discovery.swiftFiles(under: [DiskPath(tree.root)])
        #expect(tree.relative(files) == ["Package.swift", "Sources/Lib/b.swift", "Sources/app/main.swift"])
    }

    @Test func includeAndExcludeResolveAgainstTheConfigurationRoot() throws {
        let tree = try Tree([
            "Sources/app/main.swift", "Sources/Generated/g.swift", "Sources/GeneratedNot/n.swift", "Tests/t.swift",
        ])
        let configuration = LintConfiguration(
            rootDirectory: tree.root, includedPaths: ["Sources"], excludedPaths: ["./Sources/Generated/"])
        let files = try FileDiscovery(configuration: configuration).swiftFiles(under: [DiskPath(tree.root)])
        #expect(tree.relative(files) == ["Sources/GeneratedNot/n.swift", "Sources/app/main.swift"])
    }

    /// One folder's walk is read back in order rather than sorted whole: a folder's files and subfolders interleave
    /// by path (`a.swift` and `a-b/` before `a/`, which holds `a/z.swift`), exactly as the sorted list of every path.
    @Test func aFoldersWalkComesOutInTheOrderOfASortOfEveryPath() throws {
        let tree = try Tree([
            "a.swift", "a/z.swift", "a/b/c.swift", "a-b/x.swift", "a.b/y.swift", "A/u.swift", "ab.swift", "a/a.swift",
            "_/n.swift", "é/e.swift", "e\u{301}x.swift", "ex.swift", "z/y/x/w/v.swift", "z/y.swift", "z.swift",
        ])
        let discovery = FileDiscovery(configuration: LintConfiguration(rootDirectory: tree.root))
        let walked = try discovery.swiftFiles(under: [DiskPath(tree.root)])
        // Two overlapping paths take the other way: every path sorted whole, duplicates dropped.
        let sorted = try discovery.swiftFiles(under: [DiskPath(tree.root), DiskPath(tree.root + "/a")])
        #expect(walked.count == 15)
        #expect(tree.relative(walked) == tree.relative(sorted))
        #expect(walked.map(\.text) == walked.map(\.text).sorted())
    }

    @Test func overlappingPathsListEachFileOnce() throws {
        let tree = try Tree(["Sources/app/main.swift", "Sources/app/other.swift"])
        let discovery = FileDiscovery(configuration: LintConfiguration(rootDirectory: tree.root))
        let app = tree.root + "/Sources/app"
        let files = try discovery.swiftFiles(
            under: [tree.root + "/Sources", app, app + "/main.swift"].map(DiskPath.init))
        #expect(tree.relative(files) == ["Sources/app/main.swift", "Sources/app/other.swift"])
    }

    @Test func explicitFileIsLintedWhateverItsExtensionUnlessExcluded() throws {
        let tree = try Tree(["script.txt", "Generated/g.swift"])
        let configuration = LintConfiguration(rootDirectory: tree.root, excludedPaths: ["Generated"])
        let files = try FileDiscovery(configuration: configuration).swiftFiles(
            under: [tree.root + "/script.txt", tree.root + "/Generated/g.swift"].map(DiskPath.init))
        #expect(tree.relative(files) == ["script.txt"])
    }

    @Test func symbolicLinkedFilesAreFollowedButLinkedFoldersAreNot() throws {
        let tree = try Tree(["Sources/a.swift"])
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/Sources/loop", withDestinationPath: tree.root + "/Sources")
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/Sources/link.swift", withDestinationPath: tree.root + "/Sources/a.swift")
        let discovery = FileDiscovery(configuration: LintConfiguration(rootDirectory: tree.root))
        let files = try discovery.swiftFiles(under: [DiskPath(tree.root)])
        #expect(tree.relative(files) == ["Sources/a.swift", "Sources/link.swift"])
    }

    @Test func aNameThatIsNotValidUTF8IsKeptByItsBytes() throws {
        // Entries were decoded with String(cString:): byte 0xFF became U+FFFD and opening the file failed (exit 2).
        let tree = try Tree(["Sources/a.swift"])
        let name: [UInt8] = [0x62, 0xFF, 0xC3] + Array(".swift".utf8)  // `b`, a stray byte, a cut-off sequence
        let descriptor = (Array((tree.root + "/Sources/").utf8) + name + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        #expect(write(descriptor, "import Inject\n", 14) == 14)
        close(descriptor)
        let files = try FileDiscovery(configuration: LintConfiguration(rootDirectory: tree.root)).swiftFiles(
            under: [DiskPath(tree.root)])
        #expect(tree.relative(files) == ["Sources/a.swift", #"Sources/b\xFF\xC3.swift"#])
        #expect(try FileSystem.readBytes(at: files[1]) == Array("import Inject\n".utf8))
    }

    @Test func anEntryIsJoinedToItsFolderWithOneSlashWhateverItsBytes() {
        // Names in ASCII, in other UTF-8 and in invalid bytes take three ways through `appending(name:)`; the
        // non-ASCII one once added a second `/` after the root folder.
        let names: [[UInt8]] = [Array("a.swift".utf8), Array("é.swift".utf8), [0x61, 0xFF] + Array(".swift".utf8)]
        for folder in [DiskPath("/"), DiskPath("/pkg"), DiskPath("/pkg/")] {
            for name in names {
                let joined = folder.appending(name: name)
                let expected = Array(folder.text.utf8).dropLast(folder.text.hasSuffix("/") ? 1 : 0) + [0x2F] + name
                #expect(joined == DiskPath(bytes: Array(expected)), "\(folder.text) + \(name)")
            }
        }
    }

    @Test func aCommandLinePathThatIsNotValidUTF8IsMadeAbsoluteByItsBytes() {
        // `Sources/./b<0xFF>/../c<0xFF>.swift`, given relative to /pkg.
        let given = DiskPath(bytes: Array("Sources/./b".utf8) + [0xFF] + Array("/../c".utf8) + [0xFF, 0x2E, 0x73])
        let absolute = given.absolute(relativeTo: "/pkg")
        #expect(absolute.invalidUTF8Bytes == Array("/pkg/Sources/c".utf8) + [0xFF, 0x2E, 0x73])
        #expect(absolute.text == #"/pkg/Sources/c\xFF.s"#)
        // `..` can remove the only stray byte: the result is then plain text.
        let cancelled = DiskPath(bytes: [0x61, 0xFF] + Array("/../b.swift".utf8)).absolute(relativeTo: "/pkg")
        #expect(cancelled == DiskPath("/pkg/b.swift"))
    }

    @Test func configurationSearchStopsAtThePackageRoot() throws {
        let tree = try Tree(["Package.swift", "Sources/app/main.swift", "Nested/.inject-lint.json", "Nested/x.swift"])
        #expect(
            ConfigurationLocator.locate(from: tree.root + "/Sources/app", workingDirectory: "/")
                == .init(file: nil, rootDirectory: tree.root))
        #expect(
            ConfigurationLocator.locate(from: tree.root + "/Nested", workingDirectory: "/")
                == .init(file: tree.root + "/Nested/.inject-lint.json", rootDirectory: tree.root + "/Nested"))
    }

    @Test func aConfigurationAboveTheRepositoryIsNeverApplied() throws {
        // A `.inject-lint.json` in a folder above a Git repository (a home directory) was applied to it.
        let tree = try Tree([".inject-lint.json", "Repo/.git/HEAD", "Repo/Sources/App/main.swift"])
        #expect(
            ConfigurationLocator.locate(from: tree.root + "/Repo/Sources/App", workingDirectory: "/")
                == .init(file: nil, rootDirectory: tree.root + "/Repo"))
        // A `.git` file (a worktree or submodule) marks the root too.
        let worktree = try Tree([".inject-lint.json", "Work/.git", "Work/Sources/a.swift"])
        #expect(
            ConfigurationLocator.locate(from: worktree.root + "/Work/Sources", workingDirectory: "/")
                == .init(file: nil, rootDirectory: worktree.root + "/Work"))
    }

    @Test func outsideAnyPackageOrRepositoryPathsStartAtTheWorkingDirectory() throws {
        // An Xcode project folder (no Package.swift, no .git): `inject-lint Sources/Features/Cart` resolved
        // "Sources/Features" against the scanned folder, so no file was in a feature.
        let tree = try Tree(["App.xcodeproj/project.pbxproj", "Sources/Features/Cart/Cart.swift"])
        let scanned = tree.root + "/Sources/Features/Cart"
        #expect(
            ConfigurationLocator.locate(from: scanned, workingDirectory: tree.root)
                == .init(file: nil, rootDirectory: tree.root))
        // The project folder holds App.xcodeproj: it is the root wherever inject-lint runs from (the scanned
        // folder was, so no file was in a feature).
        #expect(
            ConfigurationLocator.locate(from: scanned, workingDirectory: tree.root + "/Elsewhere")
                == .init(file: nil, rootDirectory: tree.root))
    }

    @Test func outsideAnyProjectTheFolderHoldingSourcesIsTheRoot() throws {
        // A feature `@testable import`ing another in a folder outside any package, repository or Xcode project,
        // linted from elsewhere: "Sources/Features" resolved against the working directory, so no file was in a
        // feature and the import went unreported.
        let tree = try Tree(["Sources/Features/Cart/Cart.swift"])
        for scanned in [tree.root + "/Sources/Features/Cart", tree.root + "/Sources", tree.root] {
            #expect(
                ConfigurationLocator.locate(from: scanned, workingDirectory: "/")
                    == .init(file: nil, rootDirectory: tree.root))
        }
    }

    @Test func featureModulesOnDiskAreTheFoldersUnderTheRoots() throws {
        let tree = try Tree([
            "Sources/Features/Cart/a.swift", "Sources/Features/Checkout/b.swift", "Sources/Features/.hidden/c.swift",
            "Sources/Features/README.md", "Modules/Search/d.swift",
        ])
        var configuration = LintConfiguration(rootDirectory: tree.root)
        #expect(FileDiscovery.featureModules(of: configuration) == ["Cart", "Checkout"])
        configuration.featureRoots = ["Sources/Features", "Modules", "Missing"]
        #expect(FileDiscovery.featureModules(of: configuration) == ["Cart", "Checkout", "Search"])
    }
}
