import Foundation
import Testing

/// Which files the plugins lint and what they tell inject-lint, for SwiftPM packages and Xcode projects alike
/// (`LintPlan.swift` is the plugins' own file, linked into this target).
@Suite("Plugin lint plan")
struct LintPlanTests {
    static let packages: [LintPlan.Package] = [
        .init(identity: "app", origin: .root, isInject: false),
        .init(identity: "profile", origin: .local, isInject: false),
        .init(identity: "interfaces", origin: .local, isInject: false),
        .init(identity: "inject", origin: .local, isInject: true),
        .init(identity: "vendorkit", origin: .repository, isInject: false),
        .init(identity: "acme.analytics", origin: .registry, isInject: false),
    ]

    /// App depends on Profile (local), Interfaces (local), Inject (by path), VendorKit (Git) and a registry package.
    static let modules: [LintPlan.Module] = [
        .init(
            name: "App", packageIdentity: "app", swiftFiles: ["/w/App/Sources/App/main.swift"],
            compilationConditions: ["APP"]),
        .init(
            name: "Profile", packageIdentity: "profile",
            swiftFiles: [
                "/w/Features/Pröfile/Sources/Profile/Z.swift", "/w/Features/Pröfile/Sources/Profile/A b.swift",
            ],
            compilationConditions: ["APP", "PROFILE"]),
        .init(
            name: "Interfaces", packageIdentity: "interfaces", swiftFiles: ["/w/Interfaces/Sources/Interfaces/I.swift"],
            compilationConditions: ["APP"]),
        .init(
            name: "Inject", packageIdentity: "inject", swiftFiles: ["/w/Inject/Sources/Inject/Container.swift"],
            compilationConditions: []),
        .init(
            name: "VendorKit", packageIdentity: "vendorkit",
            swiftFiles: ["/w/App/.build/checkouts/VendorKit/Sources/VendorKit/Client.swift"], compilationConditions: []),
        .init(
            name: "Analytics", packageIdentity: "acme.analytics",
            swiftFiles: ["/w/App/.build/registry/downloads/acme/analytics/Sources/A.swift"], compilationConditions: nil),
    ]

    static func plan(_ settings: LintPlan.Settings = .init(), configuration: String? = nil) -> LintPlan {
        LintPlan.forPackageTarget(
            modules: modules, packages: packages, rootIdentity: "app", settings: settings, configuration: configuration)
    }

    @Test func injectsOwnCheckoutIsLintedWhenItIsTheRoot() {
        // This repository's workflow app applies the plugin: there the root package is Inject itself.
        let plan = LintPlan.forPackageTarget(
            modules: [
                .init(
                    name: "App", packageIdentity: "inject", swiftFiles: ["/i/Sources/app/main.swift"],
                    compilationConditions: nil)
            ],
            packages: [.init(identity: "inject", origin: .root, isInject: true)], rootIdentity: "inject",
            settings: .init(), configuration: nil)
        #expect(plan.files == ["/i/Sources/app/main.swift"])
    }

    @Test func theRootAndLocalPackagesAreLintedNeverRepositoriesRegistriesOrInject() {
        let plan = Self.plan()
        #expect(
            plan.files == [
                "/w/App/Sources/App/main.swift", "/w/Features/Pröfile/Sources/Profile/A b.swift",
                "/w/Features/Pröfile/Sources/Profile/Z.swift", "/w/Interfaces/Sources/Interfaces/I.swift",
            ])
        #expect(plan.inputs == plan.files)
        #expect(plan.warnings.isEmpty)
        // Conditions of the linted targets only: APP everywhere, PROFILE somewhere (VendorKit's do not count).
        #expect(
            plan.arguments == [
                "--define", "SWIFT_PACKAGE", "--undecided", "DEBUG", "--define", "APP", "--undecided", "PROFILE",
            ])
    }

    @Test func packagesAreAddedOrDroppedByIdentityWhateverTheirCase() {
        var settings = LintPlan.Settings()
        settings.includedPackages = ["VendorKit"]
        settings.excludedPackages = ["interfaces", "profile"]
        let plan = Self.plan(settings)
        #expect(
            plan.files == [
                "/w/App/Sources/App/main.swift", "/w/App/.build/checkouts/VendorKit/Sources/VendorKit/Client.swift",
            ])
        #expect(plan.warnings.isEmpty)
    }

    @Test func aPackageNamedThatIsNotInTheGraphIsAWarningNamingIt() {
        var settings = LintPlan.Settings()
        settings.includedPackages = ["vendorkt"]
        settings.excludedPackages = ["legacy"]
        let plan = Self.plan(settings, configuration: "/w/App/.inject-lint.json")
        let known = "known packages: acme.analytics, app, inject, interfaces, profile, vendorkit"
        #expect(
            plan.warnings == [
                "package 'vendorkt' named in \"packages\".\"include\" of /w/App/.inject-lint.json is not in the package "
                    + "graph of App; " + known,
                "package 'legacy' named in \"packages\".\"exclude\" of /w/App/.inject-lint.json is not in the package "
                    + "graph of App; " + known,
            ])
        #expect(plan.files.count == 4, "an unknown identity changes nothing else")
    }

    @Test func theConfigurationAndItsManifestsAreArgumentsAndInputs() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appending(path: ".inject-lint.json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: configuration))
        try Data("{}".utf8).write(to: folder.appending(path: "inject-manifest.json"))
        var settings = LintPlan.Settings()
        settings.manifest = "../Elsewhere/missing.json"
        settings.writesManifest = .init(target: "App", path: "inject-manifest.json")
        let plan = Self.plan(settings, configuration: configuration)
        let manifest = folder.appending(path: "inject-manifest.json").path
        #expect(Array(plan.arguments.prefix(2)) == ["--config", configuration])
        #expect(Array(plan.arguments.suffix(2)) == ["--check-manifest", manifest])
        // The missing consumed manifest is no input (inject-lint reports it); the written one is.
        #expect(Array(plan.inputs.suffix(2)) == [configuration, manifest])

        settings.writesManifest = .init(target: "OtherApp", path: "inject-manifest.json")
        let other = Self.plan(settings, configuration: configuration)
        #expect(!other.arguments.contains("--check-manifest"), "only the named target checks the manifest")
    }

    @Test func settingsAreReadLenientlyFromTheConfiguration() {
        let json = #"""
            {"packages": {"include": ["a"], "exclude": ["b"]}, "packageFolders": ["Packages/Profile"],
             "manifest": "m.json", "writesManifest": {"target": "App", "path": "w.json"}, "rules": {}}
            """#
        let settings = LintPlan.Settings(json: Data(json.utf8))
        #expect(settings.includedPackages == ["a"])
        #expect(settings.excludedPackages == ["b"])
        #expect(settings.packageFolders == ["Packages/Profile"])
        #expect(settings.manifest == "m.json")
        #expect(settings.writesManifest == .init(target: "App", path: "w.json"))
        // inject-lint reports a broken file; the plan then lints with the defaults rather than guessing.
        #expect(LintPlan.Settings(json: Data("{".utf8)) == LintPlan.Settings())
        #expect(LintPlan.Settings(json: Data(#"{"packages": ["a"]}"#.utf8)) == LintPlan.Settings())
    }

    @Test func anXcodeTargetLintsItsSwiftFilesAndTheListedPackageFolders() throws {
        let project = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: project) }
        for file in [
            "My App/ContentView.swift", "My App/Assets.xcassets/Contents.json",
            "Packages/Prôfile/Sources/Profile/P.swift",
            "Packages/Prôfile/Sources/Profile/Sub dir/Q.swift", "Packages/Prôfile/.build/checkouts/V/Sources/V.swift",
            "Packages/Prôfile/.hidden/H.swift", "Packages/Prôfile/Package.swift", "Packages/Interfaces/I.swift",
        ] {
            let url = project.appending(path: file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: url)
        }
        let root = project.standardizedFileURL.path
        let configuration = root + "/.inject-lint.json"
        try Data(#"{"packageFolders": ["Packages/Prôfile", "Packages/Gone"]}"#.utf8)
            .write(to: URL(fileURLWithPath: configuration))
        let settings = LintPlan.Settings(configurationAt: LintPlan.configuration(in: root))
        let plan = LintPlan.forXcodeTarget(
            named: "My App", inputFiles: [root + "/My App/ContentView.swift", root + "/My App/Assets.xcassets"],
            projectDirectory: root, settings: settings, configuration: LintPlan.configuration(in: root))
        #expect(
            plan.files == [
                root + "/My App/ContentView.swift",
                root + "/Packages/Prôfile/Sources/Profile/P.swift",
                root + "/Packages/Prôfile/Sources/Profile/Sub dir/Q.swift",
            ])
        #expect(plan.inputs == plan.files + [configuration])
        #expect(
            plan.arguments == ["--config", configuration, "--undecided", "SWIFT_PACKAGE", "--undecided", "DEBUG"])
        #expect(
            plan.warnings == [
                "folder 'Packages/Gone' named in \"packageFolders\" of \(configuration) does not exist (looked for "
                    + "\(root)/Packages/Gone); fix or remove it"
            ])
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "inject-lint-plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
