/// The files of a lint run as the rules read them: held whole (`[SourceFile]`, as tests and `Linter.lint` give them)
/// or streamed from disk, where a file is only its `DiskPath` and its `SourceFile` is made when a rule asks.
///
/// A streamed run over a big tree then keeps one path per kept file (see `ScannedFiles`), not a second array of
/// `SourceFile` records beside them:
///
/// ```swift
/// let files = SourceFiles(streaming: PathList([DiskPath("/pkg/Sources/App/main.swift")]), relativeTo: "/pkg")
/// files[0].relativePath   // "Sources/App/main.swift"
/// ```
struct SourceFiles: RandomAccessCollection {
    private enum Storage {
        case held([SourceFile])
        /// Paths read from disk: relative paths are made from `root`; printed paths are the paths' text, or what
        /// `displayPath` makes of it.
        case streamed(paths: PathList, root: String, displayPath: ((String) -> String)?)
    }

    private let storage: Storage

    /// Files whose bytes are held.
    init(_ files: [SourceFile]) {
        storage = .held(files)
    }

    /// Files on disk, read again only when a rule needs their bytes. `displayPath` makes the printed path from the
    /// path's text (nil: printed as it is).
    init(streaming paths: PathList, relativeTo root: String, displayPath: ((String) -> String)? = nil) {
        storage = .streamed(paths: paths, root: root, displayPath: displayPath)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .held(let files): files.count
        case .streamed(let paths, _, _): paths.count
        }
    }

    /// Whether file `index` starts a run of files known to share a folder (see `PathList.startsFolder(_:)`); every
    /// held file starts one.
    func startsFolder(_ index: Int) -> Bool {
        guard case .streamed(let paths, _, _) = storage else { return true }
        return paths.startsFolder(index)
    }

    /// `transform` of every file, made once per run of files in one folder (see `startsFolder(_:)`).
    func mapByFolder<Value>(_ transform: (SourceFile) -> Value) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(count)
        for index in indices {
            values.append(startsFolder(index) ? transform(self[index]) : values[index - 1])
        }
        return values
    }

    /// How an absolute path outside the files (a manifest's recorded registration) is printed, like the files'.
    func displayPath(_ path: String) -> String {
        guard case .streamed(_, _, let displayPath?) = storage else { return path }
        return displayPath(path)
    }

    subscript(position: Int) -> SourceFile {
        switch storage {
        case .held(let files):
            return files[position]
        case .streamed(let paths, let root, let displayPath):
            let path = paths[position]
            return SourceFile(path: displayPath?(path.text) ?? path.text, diskPath: path, relativeTo: root)
        }
    }
}
