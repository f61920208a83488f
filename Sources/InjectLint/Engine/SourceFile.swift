/// One file to lint: the path to print, the path relative to the configuration root, and its raw bytes.
///
/// The linter never reads the file system itself; the front (command line, plugin, tests) hands it files:
///
/// ```swift
/// let file = SourceFile(
///     path: "/pkg/Sources/Features/Events/EventsService.swift",
///     relativePath: "Sources/Features/Events/EventsService.swift",
///     bytes: Array(contents.utf8)
/// )
/// ```
public struct SourceFile: Sendable {
    /// The path printed in diagnostics (absolute unless the user asked otherwise).
    public var path: String
    /// The path relative to the configuration root, with `/` separators; feature modules are detected from it.
    public var relativePath: String {
        get { root.map { Path.relative(diskPath?.text ?? path, to: $0) } ?? storedRelativePath }
        set {
            storedRelativePath = newValue
            root = nil
        }
    }
    /// The file's raw bytes. They need not be valid UTF-8: invalid files get an `invalid-source` diagnostic.
    public var bytes: [UInt8]
    /// Where the bytes are read from when `bytes` was not kept (the command streams files through the scanner and
    /// keeps only facts, so memory does not grow with the number of files); nil when `bytes` holds the file.
    var diskPath: DiskPath?
    private var storedRelativePath: String
    /// For a file the command streams: the configuration root its relative path is made from when asked (one string
    /// shared by every file), so a run over a big tree keeps no second copy of every path; nil when
    /// `storedRelativePath` holds it.
    private var root: String?

    /// Creates a file to lint.
    ///
    /// ```swift
    /// let file = SourceFile(path: "/pkg/A.swift", relativePath: "A.swift", bytes: Array("import Inject".utf8))
    /// ```
    public init(path: String, relativePath: String, bytes: [UInt8]) {
        self.path = path
        storedRelativePath = relativePath
        self.bytes = bytes
    }

    /// A file on disk whose bytes are read when needed, not held.
    init(path: String, relativePath: String, diskPath: DiskPath) {
        self.path = path
        storedRelativePath = relativePath
        self.bytes = []
        self.diskPath = diskPath
    }

    /// A file on disk whose bytes are read when needed and whose relative path is made from `root` when asked.
    init(path: String, diskPath: DiskPath, relativeTo root: String) {
        self.path = path
        storedRelativePath = ""
        self.root = root
        self.bytes = []
        self.diskPath = diskPath
    }
}
