/// Finds which configuration applies to a scan and which directory its relative paths start from.
///
/// Starting at the first scanned directory, each directory up to the file-system root is checked for
/// `.inject-lint.json`; the first one found wins. The search stops at the first directory that holds a
/// `Package.swift` or a `.git` (the package or repository root), so a project never picks up a configuration from
/// a folder above it. With no file, paths in the default configuration (such as `Sources/Features`) resolve
/// against that root. Outside any package or repository, the folder holding an `.xcodeproj` or `.xcworkspace` is
/// the root the same way; without one either, the folder holding the scanned path's `Sources` folder
/// (`/App/Sources/Features/Cart` → `/App`), so `Sources/Features` means the same wherever `inject-lint` runs from;
/// else the working directory when the scanned directory is inside it, else the scanned directory.
///
/// ```swift
/// let found = ConfigurationLocator.locate(from: "/pkg/Sources/app", workingDirectory: "/pkg")
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

    /// The entries that mark the root of a package or repository: the search never goes above them.
    static let rootMarkers = ["Package.swift", ".git"]

    /// Searches from `directory` (absolute and normalised) upward.
    static func locate(from directory: String, workingDirectory: String) -> Location {
        var current = directory
        while true {
            let candidate = Path.join(current, ConfigurationLoader.fileName)
            if FileSystem.kind(atPath: candidate) != nil {
                return Location(file: candidate, rootDirectory: current)
            }
            if rootMarkers.contains(where: { FileSystem.kind(atPath: Path.join(current, $0)) != nil })
                || holdsXcodeProject(current)
            {
                return Location(file: nil, rootDirectory: current)
            }
            let parent = Path.directory(of: current)
            if parent == current {
                if let sourcesParent = folderHoldingSources(of: directory) {
                    return Location(file: nil, rootDirectory: sourcesParent)
                }
                let root = Path.isWithin(directory, workingDirectory) ? workingDirectory : directory
                return Location(file: nil, rootDirectory: root)
            }
            current = parent
        }
    }

    /// Whether `directory` holds an Xcode project or workspace: the root of a project that is not a package.
    private static func holdsXcodeProject(_ directory: String) -> Bool {
        guard let entries = try? FileSystem.entries(ofDirectory: DiskPath(directory)) else { return false }
        return entries.contains { $0.name.hasSuffix(".xcodeproj") || $0.name.hasSuffix(".xcworkspace") }
    }

    /// The folder holding `directory`'s innermost `Sources` component, or `directory` itself when it holds a
    /// `Sources` folder; nil when neither.
    private static func folderHoldingSources(of directory: String) -> String? {
        if FileSystem.kind(atPath: Path.join(directory, "Sources")) != nil { return directory }
        var current = directory
        while true {
            let parent = Path.directory(of: current)
            if parent == current { return nil }
            if current.hasSuffix("/Sources") { return parent }
            current = parent
        }
    }
}
