/// Finds which configuration applies to a scan and which directory its relative paths start from.
///
/// Starting at the first scanned directory, each directory up to the file-system root is checked for
/// `.inject-lint.json`; the first one found wins. The search stops at the first directory that holds a
/// `Package.swift` (the package root), so a package never picks up a configuration from a folder above it. With no
/// file, paths in the default configuration (such as `Sources/Features`) resolve against that package root, or
/// the scanned directory when it is in no package.
///
/// ```swift
/// let found = ConfigurationLocator.locate(from: "/pkg/Sources/app")
/// found.file           // "/pkg/.inject-lint.json", or nil
/// found.rootDirectory  // "/pkg"
/// ```
enum ConfigurationLocator {
    /// The result of a search.
    struct Location: Equatable {
        /// The configuration file, when one was found.
        var file: String?
        /// The directory the configuration's relative paths resolve against.
        var rootDirectory: String
    }

    /// Searches from `directory` (absolute and normalised) upward.
    static func locate(from directory: String) -> Location {
        var current = directory
        while true {
            let candidate = Path.join(current, ConfigurationLoader.fileName)
            if FileSystem.kind(atPath: candidate) != nil {
                return Location(file: candidate, rootDirectory: current)
            }
            if FileSystem.kind(atPath: Path.join(current, "Package.swift")) == .file {
                return Location(file: nil, rootDirectory: current)
            }
            let parent = Path.directory(of: current)
            if parent == current {
                return Location(file: nil, rootDirectory: directory)
            }
            current = parent
        }
    }
}
