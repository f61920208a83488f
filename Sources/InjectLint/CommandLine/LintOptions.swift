/// What the user asked for on the command line, before any file is read.
///
/// ```swift
/// let options = try LintOptions.parse(["Sources", "--reporter", "json"])
/// options.paths     // [DiskPath("Sources")]
/// options.reporter  // "json"
/// ```
struct LintOptions: Equatable {
    /// What the run does.
    enum Action: Equatable {
        case lint
        case help
        case version
        case listRules
    }

    var action: Action = .lint
    /// Files and folders to lint, as typed (by their bytes when not valid UTF-8); empty means the current directory.
    var paths: [DiskPath] = []
    /// A name from ``Reporters/names``.
    var reporter: String = XcodeReporter.name
    /// `--config FILE`: use this file instead of searching for `.inject-lint.json`.
    var configurationPath: String?
    /// `--relative-paths`: print paths relative to the working directory instead of absolute ones.
    var relativePaths = false
    /// `--quiet`: no summary line on standard error.
    var quiet = false
    /// `--output FILE`: write a generated (empty) Swift file there after linting, for the build-tool plugin.
    var outputPath: String?
    /// `--manifest FILE`: judge injections as if the manifest's registrations were in the sources.
    var manifestPath: String?
    /// `--emit-manifest FILE`: write what the linted sources register there.
    var emitManifestPath: String?
    /// `--check-manifest FILE`: fail when the manifest there no longer lists what the linted sources register.
    var checkManifestPath: String?
    /// `--define NAME` (repeatable): conditions that are true when `#if`s are evaluated.
    var defines: [String] = []
    /// `--undecided NAME` (repeatable): conditions whose `#if`s read every branch.
    var undecided: [String] = []

    /// The build conditions the options ask for; nil when neither `--define` nor `--undecided` was given.
    var buildConditions: BuildConditions? {
        defines.isEmpty && undecided.isEmpty ? nil : BuildConditions(defined: defines, undecided: undecided)
    }
}
