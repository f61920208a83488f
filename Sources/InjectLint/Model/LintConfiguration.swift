/// What to lint and how strictly: the in-memory form of `.inject-lint.json`.
///
/// The command-line front reads the file (found from the scanned path upward) and hands this value to the
/// linter. Every field has a default, so a missing file means "lint everything with the default rules".
public struct LintConfiguration: Hashable, Sendable {
    /// Whether a rule reports, and at which severity.
    public enum RuleSetting: String, Hashable, Sendable, Codable {
        case error
        case warning
        case off
    }

    /// The directory the configuration's relative paths are resolved against (where the file was found,
    /// or the scanned directory when there is no file).
    public var rootDirectory: String
    /// Paths (relative to `rootDirectory`) to lint; empty means everything under the scanned paths.
    public var includedPaths: [String]
    /// Paths (relative to `rootDirectory`) never linted, even when included. `.build` is always skipped.
    public var excludedPaths: [String]
    /// Folders whose direct subfolders are feature modules, for the `feature-import` rule.
    public var featureRoots: [String]
    /// Per-rule overrides by rule id; rules not named keep their default setting.
    public var ruleSettings: [String: RuleSetting]
    /// Modules outside the scanned sources that `@_exported import Inject`: a file importing one is judged.
    /// (Re-exports inside the scanned sources are found without it.)
    public var modulesReexportingInject: [String] = []
    /// The module name of a feature folder whose target is named apart from its folder (`path:` in
    /// `Package.swift`), by folder name: `["Candidates": "AcmeCandidates"]`. A folder not named here is its module.
    public var featureModuleNames: [String: String] = [:]
    /// Feature modules found on disk under the feature roots (the command fills this), so linting one feature
    /// folder alone still knows its siblings: an import of one is a `feature-import` even when it is not scanned.
    var featureModulesOnDisk: Set<String> = []
    /// `"manifest"`: a registration manifest (absolute path) whose registrations count as if they were in the
    /// sources (see `RegistrationManifest`); `--manifest` replaces it.
    var manifestPath: String?
    /// The manifest read from `manifestPath` (the command reads it before linting).
    var manifest: LoadedManifest?
    /// What the build-tool plugin reads of the file (SwiftPM `"packages"`, Xcode `"packageFolders"`,
    /// `"writesManifest"`): checked here so a typo fails the run, not used by the linter itself.
    var pluginKeys: Set<String> = []
    /// What `#if` conditions are evaluated against (`--define`, the `"defines"` key); nil reads every branch.
    public var buildConditions: BuildConditions?

    public init(
        rootDirectory: String,
        includedPaths: [String] = [],
        excludedPaths: [String] = [],
        featureRoots: [String] = ["Sources/Features"],
        ruleSettings: [String: RuleSetting] = [:]
    ) {
        self.rootDirectory = rootDirectory
        self.includedPaths = includedPaths
        self.excludedPaths = excludedPaths
        self.featureRoots = featureRoots
        self.ruleSettings = ruleSettings
    }
}

/// A manifest read for a run, with the folder its registrations' files are relative to.
struct LoadedManifest: Hashable, Sendable {
    var registrations: RegistrationManifest
    /// The manifest file (absolute).
    var path: String
    /// Its folder, which its registrations' files are relative to.
    var directory: String { Path.directory(of: path) }
}
