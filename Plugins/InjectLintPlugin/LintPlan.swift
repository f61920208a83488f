import Foundation

/// What one plugin run lints and how inject-lint is called: the part of the plugins that decides, kept apart from
/// PackagePlugin and XcodeProjectPlugin (Foundation only) so a test target compiles this very file and checks it on
/// Linux, where Xcode cannot run. The plugins only translate their context into these values and back.
///
/// A SwiftPM build lints the target and every target it depends on, directly or not, in the root package and in
/// local packages (`.package(path:)`), never in packages from a repository or a registry (their checkouts are not
/// the user's to fix), and never in the Inject package itself. `.inject-lint.json` can add or drop packages by
/// identity. An Xcode build lints the target's Swift files and the folders `"packageFolders"` lists.
///
/// ```swift
/// let plan = LintPlan.forPackageTarget(modules: modules, packages: packages, settings: settings, …)
/// plan.files      // the Swift files to lint, the composition root's first
/// plan.warnings   // ["package 'vendorkit' named in … is not in the package graph of App; …"]
/// ```
struct LintPlan: Equatable {
    /// Where a package comes from, as PackagePlugin's `PackageOrigin` says.
    enum Origin: Equatable {
        case root
        case local
        case repository
        case registry
    }

    /// A package of the graph.
    struct Package: Equatable {
        /// SwiftPM's identity (`profile` for `Features/Profile`), what `.inject-lint.json` names.
        var identity: String
        var origin: Origin
        /// The package holds the `InjectLint` target: it is Inject itself, depended on by path or not. Target names
        /// are unique across a package graph, so only Inject can hold it.
        var isInject: Bool
    }

    /// A target whose Swift files may be linted.
    struct Module: Equatable {
        var name: String
        var packageIdentity: String
        /// Absolute paths of its Swift files.
        var swiftFiles: [String]
        /// Its `swiftSettings: [.define(…)]`, nil for a target that is not Swift.
        var compilationConditions: [String]?
    }

    /// The Swift files to lint (absolute): the target's package's first, each part sorted.
    var files: [String] = []
    /// What the build command reads: the files, the configuration and the manifests it names.
    var inputs: [String] = []
    /// inject-lint's arguments before `--output`: configuration, conditions, manifest check.
    var arguments: [String] = []
    /// Problems to show the user as warnings (a package or folder named that does not exist).
    var warnings: [String] = []

    /// The name of the target that holds inject-lint: how the Inject package is recognised.
    static let injectLintTargetName = "InjectLint"

    /// The plan of a SwiftPM build of `modules[0]`, whose recursive dependencies are the other `modules`, in a graph
    /// of `packages`; `rootIdentity` is the package that applies the plugin, `configuration` its
    /// `.inject-lint.json` when there is one.
    static func forPackageTarget(
        modules: [Module], packages: [Package], rootIdentity: String, settings: Settings, configuration: String?
    ) -> LintPlan {
        var plan = LintPlan()
        let byIdentity = Dictionary(packages.map { ($0.identity.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
        let included = Set(settings.includedPackages.map { $0.lowercased() })
        let excluded = Set(settings.excludedPackages.map { $0.lowercased() })
        for (key, identities) in [("include", settings.includedPackages), ("exclude", settings.excludedPackages)] {
            for identity in identities where byIdentity[identity.lowercased()] == nil {
                plan.warnings.append(
                    "package '\(identity)' named in \"packages\".\"\(key)\" of \(configuration ?? ".inject-lint.json") "
                        + "is not in the package graph of \(modules.first?.name ?? "the target"); known packages: "
                        + packages.map(\.identity).sorted().joined(separator: ", "))
            }
        }
        func isLinted(_ identity: String) -> Bool {
            let key = identity.lowercased()
            if excluded.contains(key) { return false }
            if included.contains(key) { return true }
            guard let package = byIdentity[key] else { return false }
            // The root is the user's own package, even when it is Inject's checkout (its own workflow app).
            return package.origin == .root || (package.origin == .local && !package.isInject)
        }
        let linted = modules.filter { isLinted($0.packageIdentity) }
        let own = linted.filter { $0.packageIdentity.lowercased() == rootIdentity.lowercased() }
        let others = linted.filter { $0.packageIdentity.lowercased() != rootIdentity.lowercased() }
        plan.files = sortedUnique(own.flatMap(\.swiftFiles)) + sortedUnique(others.flatMap(\.swiftFiles))
        plan.inputs = plan.files
        plan.arguments =
            ["--define", "SWIFT_PACKAGE", "--undecided", "DEBUG"]
            + conditionArguments(linted.compactMap(\.compilationConditions))
        plan.addConfiguration(configuration, settings: settings, target: modules.first?.name)
        return plan
    }

    /// The plan of an Xcode build of a target whose input files are `inputFiles`, in a project whose folder holds
    /// `configuration` (`.inject-lint.json`) when there is one: the target's Swift files, then those under the
    /// folders `"packageFolders"` lists (relative to the configuration).
    static func forXcodeTarget(
        named name: String, inputFiles: [String], projectDirectory: String, settings: Settings, configuration: String?
    ) -> LintPlan {
        var plan = LintPlan()
        let own = sortedUnique(inputFiles.filter { $0.hasSuffix(".swift") })
        var folders: [String] = []
        for folder in settings.packageFolders {
            let path = absolute(folder, relativeTo: projectDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                plan.warnings.append(
                    "folder '\(folder)' named in \"packageFolders\" of \(configuration ?? ".inject-lint.json") does not "
                        + "exist (looked for \(path)); fix or remove it")
                continue
            }
            folders.append(path)
        }
        let ownSet = Set(own)
        plan.files = own + sortedUnique(folders.flatMap(swiftFiles(under:))).filter { !ownSet.contains($0) }
        plan.inputs = plan.files
        // An Xcode target is not compiled by SwiftPM (no SWIFT_PACKAGE), but a package folder it lints is: both
        // branches are read, as are DEBUG's.
        plan.arguments = ["--undecided", "SWIFT_PACKAGE", "--undecided", "DEBUG"]
        plan.addConfiguration(configuration, settings: settings, target: name)
        return plan
    }

    /// The configuration and the manifests it names, as arguments and inputs.
    private mutating func addConfiguration(_ configuration: String?, settings: Settings, target: String?) {
        guard let configuration else { return }
        let directory = (configuration as NSString).deletingLastPathComponent
        // Passed explicitly: the files of several packages have no common folder to search upward from.
        arguments = ["--config", configuration] + arguments
        inputs.append(configuration)
        // The manifest a feature is judged against, and the one a composition root keeps: editing either re-runs
        // the lint. One that does not exist is not an input (inject-lint reports it).
        if let manifest = settings.manifest {
            let path = Self.absolute(manifest, relativeTo: directory)
            if FileManager.default.fileExists(atPath: path) { inputs.append(path) }
        }
        if let written = settings.writesManifest, written.target == target {
            let path = Self.absolute(written.path, relativeTo: directory)
            arguments += ["--check-manifest", path]
            if FileManager.default.fileExists(atPath: path) { inputs.append(path) }
        }
    }

    /// The `#if` conditions of the linted targets as `--define` / `--undecided` arguments: a condition every target
    /// defines is defined, one only some define is undecided (one lint run covers them all).
    static func conditionArguments(_ perModule: [[String]]) -> [String] {
        let sets = perModule.map(Set.init)
        let everywhere = sets.dropFirst().reduce(sets.first ?? []) { $0.intersection($1) }
        let somewhere = sets.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(everywhere)
        return everywhere.sorted().flatMap { ["--define", $0] } + somewhere.sorted().flatMap { ["--undecided", $0] }
    }

    /// The Swift files under `folder`, sorted; hidden folders (`.build`, `.git`, `.swiftpm`) and the links to
    /// folders are skipped, as inject-lint's own walk skips them, and so are package manifests.
    static func swiftFiles(under folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        guard
            let walk = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        for case let url as URL in walk {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isSymbolicLink == true,
                (try? url.resolvingSymlinksInPath().resourceValues(
                    forKeys: [.isDirectoryKey]).isDirectory) == true
            {
                continue
            }
            // A package's manifest is Swift but no part of its targets (SwiftPM does not lint it either).
            let name = url.lastPathComponent
            if name == "Package.swift" || name.hasPrefix("Package@swift") { continue }
            if values?.isDirectory != true, url.pathExtension == "swift" {
                files.append(url.standardizedFileURL.path)
            }
        }
        return files.sorted()
    }

    /// `path` made absolute against `directory` and normalised (`..` and `.` resolved, links left as they are).
    static func absolute(_ path: String, relativeTo directory: String) -> String {
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
    }

    private static func sortedUnique(_ paths: [String]) -> [String] {
        Array(Set(paths)).sorted()
    }
}

extension LintPlan {
    /// What the plugins read of `.inject-lint.json`. inject-lint checks the whole file and stops on a mistake, so
    /// this reading is lenient: a key of the wrong shape is left out here and reported there.
    struct Settings: Equatable {
        /// `"packages": {"include": [...]}`: identities linted although they come from a repository or registry.
        var includedPackages: [String] = []
        /// `"packages": {"exclude": [...]}`: identities never linted, even local ones.
        var excludedPackages: [String] = []
        /// `"packageFolders"`: folders an Xcode target's lint adds, relative to the configuration.
        var packageFolders: [String] = []
        /// `"manifest"`: the registration manifest a feature package is judged against.
        var manifest: String?
        /// `"writesManifest"`: the target whose build checks the manifest at `path`, and the command rewrites.
        var writesManifest: WrittenManifest?

        struct WrittenManifest: Equatable {
            var target: String
            var path: String
        }

        init() {}

        /// Reads the keys from the file's bytes; anything unreadable leaves the defaults.
        init(json data: Data) {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
            let packages = object["packages"] as? [String: Any]
            includedPackages = packages?["include"] as? [String] ?? []
            excludedPackages = packages?["exclude"] as? [String] ?? []
            packageFolders = object["packageFolders"] as? [String] ?? []
            manifest = object["manifest"] as? String
            if let written = object["writesManifest"] as? [String: Any], let target = written["target"] as? String,
                let path = written["path"] as? String
            {
                writesManifest = WrittenManifest(target: target, path: path)
            }
        }

        /// The settings of the configuration at `path`, when it can be read.
        init(configurationAt path: String?) {
            guard let path, let data = FileManager.default.contents(atPath: path) else {
                self.init()
                return
            }
            self.init(json: data)
        }
    }

    /// `.inject-lint.json` in `directory`, when it exists.
    static func configuration(in directory: String) -> String? {
        let path = (directory as NSString).appendingPathComponent(".inject-lint.json")
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
