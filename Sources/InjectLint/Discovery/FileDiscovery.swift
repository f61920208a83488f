/// Finds the Swift files to lint under the paths the user gave, honouring the configuration's include and
/// exclude lists.
///
/// Directories are walked recursively, skipping hidden ones (`.build`, `.build-*`, `.git`, `.swiftpm`, …) and
/// excluded ones; symbolic links to files are followed, symbolic links to directories are not (they can loop, and
/// the real directory is usually scanned anyway). A file named on the command line is linted whatever its
/// extension, unless excluded. The result is sorted and free of duplicates, so output order never depends on the
/// file system. Names that are not valid UTF-8 are kept by their bytes (see ``DiskPath``).
///
/// ```swift
/// let discovery = FileDiscovery(configuration: configuration)
/// let files = try discovery.swiftFiles(under: [DiskPath("/pkg/Sources")])
/// files[0].text   // "/pkg/Sources/app/main.swift"
/// ```
struct FileDiscovery {
    /// Absolute, normalised included paths; empty means everything.
    let included: [String]
    /// Absolute, normalised excluded paths.
    let excluded: [String]

    init(configuration: LintConfiguration) {
        let root = configuration.rootDirectory
        included = configuration.includedPaths.map { Path.absolute($0, relativeTo: root) }
        excluded = configuration.excludedPaths.map { Path.absolute($0, relativeTo: root) }
    }

    /// The files to lint under `paths` (absolute, normalised, existing), in one list.
    func swiftFiles(under paths: [DiskPath]) throws(DiscoveryError) -> PathList {
        var stream = try files(under: paths)
        return try stream.rest()
    }

    /// The files to lint under `paths` (absolute, normalised, existing), handed out a batch at a time: one folder
    /// given is walked as the batches are asked for (see `FileStream`).
    func files(under paths: [DiskPath]) throws(DiscoveryError) -> FileStream {
        // An `include` that names nothing would silently lint nothing there: a typo must not pass as "clean".
        for path in included where FileSystem.kind(atPath: path) == nil {
            throw .includedPathNotFound(path: path)
        }
        // Kept compactly from the start (see `PathList`): a `DiskPath` per file was the run's peak on a big tree.
        var files = PathList()
        var directories: [DiskPath] = []
        for path in paths {
            switch FileSystem.kind(at: path) {
            case .directory:
                directories.append(path)
            case .file:
                if isIncluded(path.text) { files.append(path) }
            case .other:
                // A FIFO would block the read forever, a device may never end: refused before anything is read.
                throw .notARegularFile(given: path.text)
            case nil:
                throw .pathNotFound(given: path.text, absolute: path.text)
            }
        }
        // One folder given, the usual case: its walk comes out sorted and free of duplicates.
        if files.isEmpty && directories.count == 1 {
            return FileStream(walking: Walk(root: directories[0], discovery: self))
        }
        for directory in directories {
            var walk = FileStream(walking: Walk(root: directory, discovery: self))
            files.append(contentsOf: try walk.rest())
        }
        return FileStream(files.sortedWithoutDuplicates())
    }

    /// The Swift files directly in `directory` and the folders to walk next (hidden and excluded ones left out), each
    /// sorted (see `Listing`).
    func listing(of directory: DiskPath) throws(DiscoveryError) -> Listing {
        guard !isExcluded(directory.text), mayContainIncludedFiles(directory.text) else { return Listing() }
        let entries: [FileSystem.Entry]
        do {
            entries = try FileSystem.entries(ofDirectory: directory)
        } catch {
            throw .unreadableDirectory(path: directory.text, reason: error.reason)
        }
        var files = PathList()
        var subdirectories: [DiskPath] = []
        // A file that is not Swift is skipped before its path is made: most entries of a real tree are not.
        for entry in entries where !entry.isHidden && (entry.kind != .file || entry.isSwiftFile) {
            let path = directory.appending(name: entry.nameBytes)
            var kind = entry.kind
            if kind == nil {
                kind = FileSystem.kind(at: path)
                if entry.isSymbolicLink, kind == .directory { continue }
            }
            switch kind {
            case .directory:
                subdirectories.append(path)
            case .file:
                if entry.isSwiftFile, isIncluded(path.text) { files.append(path) }
            case .other, nil:
                continue
            }
        }
        return Listing(files: files, subdirectories: subdirectories)
    }

    /// The folders directly under the configuration's feature roots (hidden ones skipped): the feature modules
    /// on disk. A root that does not exist has none.
    static func featureModules(of configuration: LintConfiguration) -> Set<String> {
        var modules: Set<String> = []
        for root in configuration.featureRoots {
            let directory = Path.absolute(root, relativeTo: configuration.rootDirectory)
            let folder = DiskPath(directory)
            guard let entries = try? FileSystem.entries(ofDirectory: folder) else { continue }
            for entry in entries where !entry.isHidden {
                let kind = entry.kind ?? FileSystem.kind(at: folder.appending(name: entry.nameBytes))
                if kind == .directory { modules.insert(entry.name) }
            }
        }
        return modules
    }

    private func isExcluded(_ path: String) -> Bool {
        excluded.contains { Path.isWithin(path, $0) }
    }

    private func isIncluded(_ path: String) -> Bool {
        !isExcluded(path) && (included.isEmpty || included.contains { Path.isWithin(path, $0) })
    }

    /// A directory is worth entering when it is inside an included path or leads to one.
    private func mayContainIncludedFiles(_ directory: String) -> Bool {
        included.isEmpty || included.contains { Path.isWithin(directory, $0) || Path.isWithin($0, directory) }
    }
}
