import Foundation
import Testing

@testable import InjectLint

/// The command streams files through the scanner and keeps only facts; bytes are read again only for files with
/// something to report, and a file edited in between can never put an offset out of range.
@Suite struct StreamingTests {
    static let source = """
        import Inject
        struct Screen {
            // inject-lint:disable-next-line cycle
            @Injected var mailer: Mailer
        }

        """

    @Test func streamedFilesGiveTheSameDiagnosticsAsHeldOnes() throws {
        let file = try Self.temporaryFile(Self.source)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        let held = linter.lint([SourceFile(path: "A.swift", relativePath: "A.swift", bytes: Array(Self.source.utf8))])
        var declarations = DeclarationIndex()
        let facts = try Self.scan([file], linter, &declarations).facts
        let sources = SourceFiles(
            streaming: PathList([DiskPath(file)]), relativeTo: Path.directory(of: file), displayPath: { _ in "A.swift" }
        )
        #expect(sources[0].relativePath == String(file.split(separator: "/").last!))
        let streamed = linter.judge(sources, facts: facts, declarations: declarations).diagnostics
        #expect(!held.isEmpty)
        #expect(streamed == held)
    }

    @Test func aFileEditedAfterItsScanKeepsItsScannedSize() throws {
        let file = try Self.temporaryFile(Self.source)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        var declarations = DeclarationIndex()
        let facts = try Self.scan([file], linter, &declarations).facts
        // Cut to its first line, then removed: the diagnostics' offsets must still be in range, never a trap.
        try Data("import Inject\n".utf8).write(to: URL(fileURLWithPath: file))
        let sources = SourceFiles([SourceFile(path: "A.swift", relativePath: "A.swift", diskPath: DiskPath(file))])
        let (diagnostics, context) = linter.judge(sources, facts: facts, declarations: declarations)
        #expect(context.bytes(of: 0).count == Self.source.utf8.count)
        #expect(diagnostics.contains { $0.ruleID == "unregistered" })
        try FileManager.default.removeItem(atPath: file)
        let (_, gone) = linter.judge(sources, facts: facts, declarations: declarations)
        #expect(gone.bytes(of: 0) == Array(repeating: ASCII.space, count: Self.source.utf8.count))
    }

    @Test func anUnreadableFileIsAFailureNotAFact() throws {
        let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        var declarations = DeclarationIndex()
        let scan = try Self.scan(["/nonexistent/inject-lint/A.swift"], linter, &declarations)
        #expect(scan.failures.map(\.path.text) == ["/nonexistent/inject-lint/A.swift"])
        #expect(scan.facts.count == 1)
    }

    @Test func declarationsAreIndexedAcrossBatchesAndNotKeptPerFile() throws {
        // Each file kept every declaration it made until the rules ran (about 2.8 KB per file on a real corpus),
        // and the index then held them all a second time.
        let count = Linter.scanBatchSize + 3
        var paths: [String] = []
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        for index in 0..<count {
            let source =
                switch index {
                case 0:
                    "import Inject\nfunc compose(_ c: Container) { c.register(Outbox.self) { r in DiskOutbox(store: r.resolve()) } }\n"
                case count - 1: "struct DiskOutbox { init(store: Store) {} }\n"
                default:
                    "struct Filler\(index) { init(value: Int) {}; func make() -> Filler\(index) { Filler\(index)(value: 1) } }\n"
                }
            paths.append(try Self.temporaryFile(source))
        }
        let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        var declarations = DeclarationIndex()
        let facts = try Self.scan(paths, linter, &declarations).facts
        #expect(
            facts.indices.allSatisfy {
                facts.details(of: $0).map {
                    $0.declarations.initializerParameters.isEmpty && $0.declarations.functions.isEmpty
                }
                    ?? true
            })
        let sources = SourceFiles(
            paths.enumerated().map { index, path in
                SourceFile(path: "F\(index).swift", relativePath: "F\(index).swift", diskPath: DiskPath(path))
            })
        let diagnostics = linter.judge(sources, facts: facts, declarations: declarations).diagnostics
        #expect(diagnostics.map { String($0.message.prefix(7)) } == ["'Store'"])
    }

    @Test func aFileOfOtherCodeKeepsNoInjectionFactsButIsScannedAgainWhenAReexportMakesItTakePart() throws {
        // Files that import neither Inject nor a known re-exporter kept every `resolve`, `register` and
        // `helper(T.self)` they made until the rules ran; they are dropped now, and read again in the rare case a
        // module scanned later turns out to re-export Inject.
        let app = "import Core\nstruct Screen {\n    @Injected var mailer: Mailer\n}\n"
        let other = "import Swinject\nfunc make(_ r: Resolver) { _ = r.resolve(Mailer.self) }\n"
        let core = "@_exported import Inject\n"
        let texts = [app, other, core]
        let relativePaths = ["Sources/App/Screen.swift", "Sources/Other/Make.swift", "Sources/Core/Exports.swift"]
        let paths = try texts.map(Self.temporaryFile)
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        var declarations = DeclarationIndex()
        let facts = try Self.scan(paths, linter, &declarations).facts
        #expect(facts.indices.map(facts.isSetAside) == [true, true, false])
        #expect(facts.details(of: 0) == nil && facts.details(of: 1) == nil)
        let streamed = linter.judge(
            SourceFiles(
                zip(paths, relativePaths).map { SourceFile(path: $1, relativePath: $1, diskPath: DiskPath($0)) }),
            facts: facts, declarations: declarations
        ).diagnostics
        let held = linter.lint(
            zip(texts, relativePaths).map { SourceFile(path: $1, relativePath: $1, bytes: Array($0.utf8)) })
        #expect(held.map(\.ruleID) == ["unregistered"])
        #expect(streamed == held)
    }

    @Test func aFileOfOtherCodeKeepsOnlyItsSizeAndItsImportsWhileItsClassesAndAliasesStillCount() throws {
        // Every file kept a FileFacts of a dozen arrays, a String per import, and its classes and type aliases until
        // the rules ran (about 0.75 KB per file of a real corpus); classes and aliases are in the declaration index
        // now, imports are ids into one table of module names, and a file with nothing else keeps no facts at all.
        let base = "import Foundation\nfinal class Inbox: ListModel<Mail> {}\ntypealias Box = Inbox\n"
        let app = """
            import Foundation
            import Inject
            class ListModel<Item> { @Injected var store: Store }
            struct StoreImpl: Store { @Injected var inbox: Box }
            func f(_ c: Container) {
                c.register(Inbox.self) { Inbox() }
                c.register(Store.self) { StoreImpl() }
            }

            """
        let paths = try [base, app].map(Self.temporaryFile)
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        var declarations = DeclarationIndex()
        let facts = try Self.scan(paths, linter, &declarations).facts
        #expect(facts.details(of: 0) == nil)
        #expect(facts.moduleNames == ["Foundation", "Inject"])
        #expect(facts.imports(of: 0).map(\.module) == [0] && facts.imports(of: 1).map(\.module) == [0, 1])
        #expect(declarations.firstInheritedTypeByClass == ["Inbox": "ListModel<Mail>"])
        #expect(declarations.fileLevelAliases["Box"]?.target == "Inbox")
        let sources = SourceFiles(
            paths.enumerated().map { index, path in
                SourceFile(path: "F\(index).swift", relativePath: "F\(index).swift", diskPath: DiskPath(path))
            })
        let diagnostics = linter.judge(sources, facts: facts, declarations: declarations).diagnostics
        #expect(diagnostics.map(\.ruleID) == ["cycle"])
    }

    @Test func whatAFolderDecidesIsMadeOncePerFolder() {
        // TypeIdentity and feature-import made every file's relative path to read the modules or the feature its
        // folder names; a streamed run now makes it once per folder.
        let paths = ["/pkg/Sources/Features/A/x.swift", "/pkg/Sources/Features/A/y.swift", "/pkg/Sources/Core/z.swift"]
        let files = SourceFiles(streaming: PathList(paths.map(DiskPath.init)), relativeTo: "/pkg")
        var made: [String] = []
        let features = files.mapByFolder { file in
            made.append(file.relativePath)
            return FeatureImportRule.feature(of: file.relativePath, roots: ["Sources/Features"])
        }
        #expect(features == ["A", "A", nil])
        #expect(made == ["Sources/Features/A/x.swift", "Sources/Core/z.swift"])
    }

    @Test func aStreamedRunKeepsOnlyTheFilesARuleCanReadAndJudgesAsIfItKeptThemAll() throws {
        // Every file kept its path and a record until the rules ran: 128 copies of the benchmark corpus (400,000
        // files) peaked at 128 MB. A file of other code now leaves only the modules its imports and folder name.
        let files = [
            ("Sources/App/main.swift", "import Inject\nstruct Screen { @Injected var store: Model.Store }\n"),
            (
                "Sources/App/Compose.swift",
                "import Inject\nfunc compose(_ c: Container) { c.register(Store.self) { S() } }\n"
            ),
            ("Sources/Core/Exports.swift", "@_exported import Inject\n"),
            ("Sources/Features/Events/Events.swift", "import Candidates\n"),
            ("Sources/Features/Candidates/Candidates.swift", "struct Candidate {}\n"),
            ("Sources/Model/Store.swift", "protocol Store {}\n"),
            ("Sources/Other/Plain.swift", "import Foundation\nstruct Plain {}\n"),
        ]
        let root = FileManager.default.temporaryDirectory.appending(path: "inject-lint-kept-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let configuration = LintConfiguration(rootDirectory: root)
        let linter = Linter(configuration: configuration)
        var stream = try FileDiscovery(configuration: configuration).files(under: [DiskPath(root)])
        var declarations = DeclarationIndex()
        let scanned = try linter.scan(&stream, indexingInto: &declarations)
        #expect(scanned.fileCount == files.count)
        #expect(
            scanned.paths.map { Path.relative($0.text, to: root) } == [
                "Sources/App/Compose.swift", "Sources/App/main.swift", "Sources/Core/Exports.swift",
                "Sources/Features/Events/Events.swift",
            ])
        let streamed = linter.judge(
            SourceFiles(streaming: scanned.paths, relativeTo: root, displayPath: { Path.relative($0, to: root) }),
            facts: scanned.facts, declarations: declarations
        ).diagnostics
        let held = linter.lint(files.map { SourceFile(path: $0.0, relativePath: $0.0, bytes: Array($0.1.utf8)) })
        // `Model.Store` is `Store` (Model is a target, named only by a file that was not kept); Events imports a
        // sibling feature.
        #expect(held.map(\.ruleID) == ["feature-import"])
        #expect(streamed == held)
    }

    /// The files at `paths` scanned as the command scans them, each kept.
    static func scan(
        _ paths: [String], _ linter: Linter, _ declarations: inout DeclarationIndex
    ) throws -> ScannedFiles {
        var stream = FileStream(PathList(paths.map(DiskPath.init)))
        return try linter.scan(&stream, keepsEveryFile: true, indexingInto: &declarations)
    }

    static func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(path: "inject-lint-stream-\(UUID().uuidString)")
        try Data(text.utf8).write(to: path)
        return path.path
    }
}
