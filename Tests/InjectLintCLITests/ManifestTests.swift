import Foundation
import Testing

/// `--emit-manifest`, `--manifest` and `--check-manifest`: a composition root writes what it registers, a feature
/// package checked on its own is judged against it, and the checked-in copy fails the root's lint when it is stale.
@Suite("Registration manifest")
struct ManifestTests {
    /// Two packages side by side, in folders whose names have a space and a non-ASCII letter: an app that
    /// registers, and a feature that injects.
    static func modularApp() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "inject-manifest-\(UUID().uuidString)")
        try write(
            [
                "App dir/Package.swift": "// marker\n",
                "App dir/Sources/App/main.swift": """
                import Inject
                let c = Container()
                c.register(Store.self, scope: .singleton) { MemoryStore() }
                c.register(Clock.self, name: "utc") { UTCClock() }
                c.register(Mailer.self, name: mailerName) { SMTPMailer() }

                """,
                "Features/Prôfile/Package.swift": "// marker\n",
                "Features/Prôfile/Sources/Profile/ProfileModel.swift": """
                import Inject
                struct ProfileModel {
                    @Injected var store: Store
                    @Injected(name: "utc") var clock: Clock
                    @Injected(name: "outbox") var mailer: Mailer
                }

                """,
            ], under: root)
        return root
    }

    static func write(_ files: [String: String], under root: URL) throws {
        for (path, text) in files {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static let expectedManifest = """
        {
          "version" : 1,
          "registrations" : [
            {
              "type" : "Clock",
              "name" : "utc",
              "scope" : ".transient",
              "file" : "Sources/App/main.swift",
              "line" : 4,
              "column" : 3
            },
            {
              "type" : "Mailer",
              "nameKnownAtRunTime" : true,
              "scope" : ".transient",
              "file" : "Sources/App/main.swift",
              "line" : 5,
              "column" : 3
            },
            {
              "type" : "Store",
              "scope" : ".singleton",
              "file" : "Sources/App/main.swift",
              "line" : 3,
              "column" : 3
            }
          ]
        }

        """

    @Test func emitThenConsumeRoundTrips() throws {
        let root = try Self.modularApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appending(path: "App dir")
        let feature = root.appending(path: "Features/Prôfile")
        let emit = try InjectLintProcess.run(
            ["--quiet", "--emit-manifest", "inject-manifest.json", "Sources"], in: app)
        #expect(emit.status == 0, "\(emit.standardError)")
        let manifest = app.appending(path: "inject-manifest.json")
        #expect(try String(contentsOf: manifest, encoding: .utf8) == Self.expectedManifest)

        // Without the manifest every injection of the feature is unregistered; with it, none is.
        let alone = try InjectLintProcess.run(["--quiet", "Sources"], in: feature)
        #expect(alone.status == 1)
        let judged = try InjectLintProcess.run(
            ["--quiet", "--manifest", "../../App dir/inject-manifest.json", "Sources"], in: feature)
        #expect(judged.status == 0, "\(judged.standardOutput)\(judged.standardError)")
        #expect(judged.standardOutput == "")

        // The feature's configuration can name the manifest instead of the command line.
        try Data(#"{"manifest": "../../App dir/inject-manifest.json"}"#.utf8)
            .write(to: feature.appending(path: ".inject-lint.json"))
        let configured = try InjectLintProcess.run(["--quiet", "Sources"], in: feature)
        #expect(configured.status == 0, "\(configured.standardOutput)\(configured.standardError)")
    }

    @Test func anInjectionTheManifestLacksFailsAtItsLineWithANoteAtTheManifest() throws {
        let root = try Self.modularApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appending(path: "App dir")
        let feature = root.appending(path: "Features/Prôfile")
        _ = try InjectLintProcess.run(["--quiet", "--emit-manifest", "inject-manifest.json", "Sources"], in: app)
        try Self.write(
            [
                "Sources/Profile/Tracking.swift":
                    "import Inject\nstruct Tracking {\n    @Injected var analytics: Analytics\n    @Injected var clocks: Clcok\n}\n"
            ],
            under: feature)
        let run = try InjectLintProcess.run(
            ["--quiet", "--manifest", "../../App dir/inject-manifest.json", "Sources"], in: feature)
        let manifest = app.appending(path: "inject-manifest.json").path
        let tracking = feature.appending(path: "Sources/Profile/Tracking.swift").path
        let mainFile = app.appending(path: "Sources/App/main.swift").path
        let note =
            "\(manifest):1:1: note: the registration manifest does not register it either: register it in the "
            + "composition root, then write the manifest again\n"
        #expect(run.status == 1)
        #expect(
            run.standardOutput
                == "\(tracking):3:5: error: 'Analytics' is injected into 'Tracking.analytics' but never registered; "
                + "register it with `container.register(Analytics.self) { … }` [unregistered]\n" + note
                + "\(tracking):4:5: error: 'Clcok' is injected into 'Tracking.clocks' but never registered; register "
                + "it with `container.register(Clcok.self) { … }` [unregistered]\n"
                + "\(mainFile):4:3: note: did you mean 'Clock'?\n" + note)
    }

    @Test func emittingTwiceGivesTheSameBytesAndKeepsTheFile() throws {
        let root = try Self.modularApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appending(path: "App dir")
        let arguments = ["--quiet", "--emit-manifest", "inject-manifest.json", "Sources"]
        _ = try InjectLintProcess.run(arguments, in: app)
        let manifest = app.appending(path: "inject-manifest.json")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: manifest.path)
        _ = try InjectLintProcess.run(arguments, in: app)
        let attributes = try FileManager.default.attributesOfItem(atPath: manifest.path)
        #expect(attributes[.modificationDate] as? Date == old, "an unchanged manifest was written again")
        #expect(try String(contentsOf: manifest, encoding: .utf8) == Self.expectedManifest)
    }

    @Test func aStaleCheckedInManifestFailsTheRootWithWhatChanged() throws {
        let root = try Self.modularApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appending(path: "App dir")
        let manifest = app.appending(path: "inject-manifest.json").path
        let missing = try InjectLintProcess.run(
            ["--quiet", "--check-manifest", "inject-manifest.json", "Sources"], in: app)
        #expect(missing.status == 1)
        #expect(
            missing.standardError
                == "\(manifest): error: the registration manifest does not exist yet; write it with 'swift package "
                + "--allow-writing-to-package-directory inject-lint-write-manifest' (or inject-lint --emit-manifest)\n"
        )
        _ = try InjectLintProcess.run(["--quiet", "--emit-manifest", "inject-manifest.json", "Sources"], in: app)
        let fresh = try InjectLintProcess.run(
            ["--quiet", "--check-manifest", "inject-manifest.json", "Sources"], in: app)
        #expect(fresh.status == 0, "\(fresh.standardError)")

        // Moving a registration changes nothing; registering one more, or one fewer, does.
        try Self.write(
            [
                "Sources/App/main.swift": """
                import Inject

                let c = Container()
                c.register(Clock.self, name: "utc") { UTCClock() }
                c.register(Store.self, scope: .singleton) { MemoryStore() }
                c.register(Mailer.self, name: mailerName) { SMTPMailer() }

                """
            ], under: app)
        let moved = try InjectLintProcess.run(
            ["--quiet", "--check-manifest", "inject-manifest.json", "Sources"], in: app)
        #expect(moved.status == 0, "\(moved.standardError)")
        try Self.write(
            [
                "Sources/App/main.swift": """
                import Inject
                let c = Container()
                c.register(Clock.self, name: "utc") { UTCClock() }
                c.register(Analytics.self) { Analytics() }
                c.register(Mailer.self, name: mailerName) { SMTPMailer() }

                """
            ], under: app)
        let stale = try InjectLintProcess.run(
            ["--quiet", "--check-manifest", "inject-manifest.json", "Sources"], in: app)
        #expect(stale.status == 1)
        #expect(
            stale.standardError
                == "\(manifest): error: the registration manifest no longer matches what the linted sources register: "
                + "'Analytics' (scope .transient) is registered but not in the manifest; 'Store' (scope .singleton) is "
                + "in the manifest but no longer registered; write it again with 'swift package "
                + "--allow-writing-to-package-directory inject-lint-write-manifest' (or inject-lint --emit-manifest)\n"
        )
    }

    @Test(
        arguments: [
            ("missing.json", nil, ": error: registration manifest not found; check the path given to --manifest"),
            ("folder.json", nil, ": error: cannot read the registration manifest (it is a directory)"),
            ("text.json", "not json", ":1:1: error: the registration manifest is not valid JSON: expected a value"),
            (
                "future.json", #"{"version": 3, "entries": []}"#,
                ": error: the registration manifest has version 3, newer"
            ),
            (
                "array.json", "[]",
                ":1:1: error: the registration manifest is malformed: the document must be a JSON object"
            ),
            (
                "noversion.json", #"{"registrations": []}"#,
                ":1:1: error: the registration manifest is malformed: no \"version\""
            ),
            (
                "badentry.json", #"{"version": 1, "registrations": [{"type": "A", "file": "x.swift", "line": 1}]}"#,
                ":1:34: error: the registration manifest is malformed: \"column\" must be a whole number of at least 1, and is missing"
            ),
            (
                "typo.json", #"{"version": 1, "registrations": [{"tyep": "A"}]}"#,
                ":1:35: error: the registration manifest is malformed: unknown key \"tyep\" in a registration"
            ),
        ] as [(String, String?, String)])
    func aManifestThatCannotBeReadStopsTheRunNamingIt(name: String, contents: String?, message: String) throws {
        let root = try Self.modularApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let feature = root.appending(path: "Features/Prôfile")
        let file = root.appending(path: name)
        if name == "folder.json" {
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        } else if let contents {
            try Data(contents.utf8).write(to: file)
        }
        let run = try InjectLintProcess.run(["--quiet", "--manifest", file.path, "Sources"], in: feature)
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix(file.path + message), "\(run.standardError)")
    }

    @Test func thePluginKeysAreCheckedLikeEveryOther() throws {
        let root = try Self.modularApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appending(path: "App dir")
        let configuration = app.appending(path: ".inject-lint.json")
        try Data(
            #"{"packages": {"include": ["vendorkit"], "exclude": ["legacy"]}, "packageFolders": ["Sources"], "writesManifest": {"target": "App", "path": "m.json"}}"#
                .utf8
        ).write(to: configuration)
        let valid = try InjectLintProcess.run(["--quiet", "Sources"], in: app)
        #expect(valid.status == 0, "\(valid.standardError)")
        try Data(#"{"packages": {"inclde": ["vendorkit"]}}"#.utf8).write(to: configuration)
        let typo = try InjectLintProcess.run(["--quiet", "Sources"], in: app)
        #expect(typo.status == 2)
        #expect(
            typo.standardError
                == "\(configuration.path):1:15: error: \"packages\" must be an object such as "
                + #"{"include": ["vendorkit"], "exclude": ["legacy"]}, found the key "inclde""# + "\n")
        try Data(#"{"writesManifest": {"target": "App"}}"#.utf8).write(to: configuration)
        let incomplete = try InjectLintProcess.run(["--quiet", "Sources"], in: app)
        #expect(incomplete.status == 2)
        #expect(incomplete.standardError.contains(#""writesManifest" must be an object such as"#))
        #expect(incomplete.standardError.contains(#"found no "path""#))
    }

    @Test func aServiceTheManifestRecordsAsAsyncMustBeAwaitedInTheFeature() throws {
        let root = try Self.modularApp()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appending(path: "App dir")
        let feature = root.appending(path: "Features/Prôfile")
        try Self.write(
            [
                "Sources/App/Database.swift":
                    "import Inject\nfunc openDatabase(_ c: Container) {\n    c.register(Database.self, scope: .singleton) { () async throws in try await Database.open() }\n}\n"
            ],
            under: app)
        _ = try InjectLintProcess.run(["--quiet", "--emit-manifest", "inject-manifest.json", "Sources"], in: app)
        let manifest = try String(contentsOf: app.appending(path: "inject-manifest.json"), encoding: .utf8)
        #expect(manifest.contains(#""type" : "Database",\#n      "scope" : ".singleton",\#n      "async" : true,"#))
        try Self.write(
            [
                "Sources/Profile/Report.swift":
                    "import Inject\nstruct Report {\n    @Injected var database: Database\n}\n"
                    + "func load(_ c: Container) async throws { _ = try await c.resolveAsync(Database.self) }\n"
            ], under: feature)
        let run = try InjectLintProcess.run(
            ["--quiet", "--manifest", "../../App dir/inject-manifest.json", "Sources"], in: feature)
        #expect(run.status == 1)
        let report = feature.appending(path: "Sources/Profile/Report.swift").path
        #expect(
            run.standardOutput.hasPrefix(
                "\(report):3:5: error: 'Database' is injected into 'Report.database' but has an async factory"))
        #expect(run.standardOutput.split(separator: "\n").count == 1, "the awaited resolveAsync is no finding")
    }
}
