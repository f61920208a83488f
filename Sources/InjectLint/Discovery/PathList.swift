#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths of files found on disk, each stored once and compactly: every folder's path once, and each file as its
/// folder's number and its name's bytes.
///
/// A run holds the paths of a folder's listing while it walks it, and the paths of the files it keeps until its end
/// (diagnostics print them, rules read their folders). As `DiskPath` values that costs a `String` per file (the whole
/// path, ~100 bytes, behind a 32-byte header) plus 24 bytes in the array; here it costs the file name's bytes plus 8.
///
/// ```swift
/// let paths = PathList([DiskPath("/pkg/Sources/App/main.swift"), DiskPath("/pkg/Sources/App/Screen.swift")])
/// paths[1].text                              // "/pkg/Sources/App/Screen.swift"
/// paths.folder(of: 0) == paths.folder(of: 1) // true
/// ```
///
/// Offsets are 32-bit: two gigabytes of names or folders would take a tree of tens of millions of files, whose
/// facts alone would not fit in memory.
struct PathList: RandomAccessCollection, Sendable {
    /// One file: its folder's number (-1 for a path without `/`) and where its name ends in `nameBytes` (it starts
    /// where the previous file's name ends).
    struct Entry {
        var folder: Int32
        var nameEnd: Int32
    }

    private(set) var entries: [Entry] = []
    private(set) var nameBytes: [UInt8] = []
    /// Every folder's path without its trailing `/` (empty for the root), back to back; folder `i` ends at
    /// `folderEnds[i]`.
    private(set) var folderBytes: [UInt8] = []
    private(set) var folderEnds: [Int32] = []

    init() {}

    /// An empty list that knows `other`'s folders (so their numbers stay valid), with room for `count` files whose
    /// names take `nameByteCount` bytes.
    init(foldersOf other: PathList, reservingCapacity count: Int, nameByteCount: Int) {
        folderBytes = other.folderBytes
        folderEnds = other.folderEnds
        entries.reserveCapacity(count)
        nameBytes.reserveCapacity(nameByteCount)
    }

    /// The list of `paths`, in their order.
    init(_ paths: [DiskPath]) {
        entries.reserveCapacity(paths.count)
        for path in paths { append(path) }
    }

    var startIndex: Int { 0 }

    var endIndex: Int { entries.count }

    // Stated, not inherited: the collection's default is a generic call in a debug build (the build-tool plugin's).
    var count: Int { entries.count }

    var isEmpty: Bool { entries.isEmpty }

    /// The path of file `position`, as it was appended.
    subscript(position: Int) -> DiskPath {
        let entry = entries[position]
        let name = nameRange(of: position)
        guard entry.folder >= 0 else { return DiskPath(bytes: Array(nameBytes[name])) }
        let folder = folderRange(Int(entry.folder))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folder.count + 1 + name.count)
        bytes += folderBytes[folder]
        bytes.append(ASCII.slash)
        bytes += nameBytes[name]
        return DiskPath(bytes: bytes)
    }

    /// The number of the folder file `position` is in: files with one number share a folder (one folder may have
    /// two numbers when its files were appended apart, see `append(_:)`).
    func folder(of position: Int) -> Int32 {
        entries[position].folder
    }

    /// Whether file `position` starts a run of files known to share a folder (see `folder(of:)`). What a file's
    /// folder alone decides (the modules or the feature its path names) is made once per run: making every file's
    /// relative path was most of that work on a big tree.
    func startsFolder(_ position: Int) -> Bool {
        position == 0 || entries[position].folder != entries[position - 1].folder
    }

    /// Appends a path.
    mutating func append(_ path: DiskPath) {
        path.withBytes { bytes in
            // From the end: only the name is read (a generic `lastIndex(of:)` was a call per byte in debug builds).
            var slash = bytes.count - 1
            while slash >= 0 && bytes[slash] != ASCII.slash { slash -= 1 }
            guard slash >= 0 else {
                append(folder: -1, name: bytes)
                return
            }
            let folder = folderNumber(of: UnsafeBufferPointer(rebasing: bytes[..<slash]))
            append(folder: folder, name: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]))
        }
    }

    /// Appends the paths of `other`, in their order.
    mutating func append(contentsOf other: PathList) {
        for position in other.indices { append(position, of: other) }
    }

    /// Appends the path of `other`'s file `position`, without making a `DiskPath` of it.
    mutating func append(_ position: Int, of other: PathList) {
        other.folderBytes.withUnsafeBufferPointer { otherFolders in
            other.nameBytes.withUnsafeBufferPointer { otherNames in
                let entry = other.entries[position]
                let name = UnsafeBufferPointer(rebasing: otherNames[other.nameRange(of: position)])
                guard entry.folder >= 0 else {
                    append(folder: -1, name: name)
                    return
                }
                let folderBytes = UnsafeBufferPointer(rebasing: otherFolders[other.folderRange(Int(entry.folder))])
                append(folder: folderNumber(of: folderBytes), name: name)
            }
        }
    }

    mutating func append(folder: Int32, name: UnsafeBufferPointer<UInt8>) {
        nameBytes += name
        entries.append(Entry(folder: folder, nameEnd: Int32(nameBytes.count)))
    }

    private func nameStart(of position: Int) -> Int {
        position == 0 ? 0 : Int(entries[position - 1].nameEnd)
    }

    func nameRange(of position: Int) -> Range<Int> {
        nameStart(of: position)..<Int(entries[position].nameEnd)
    }

    func folderRange(_ folder: Int) -> Range<Int> {
        (folder == 0 ? 0 : Int(folderEnds[folder - 1]))..<Int(folderEnds[folder])
    }

    /// The number of folder `bytes`: the last file's folder when it is the same, else a new one. Discovery appends a
    /// folder's files together (each folder is listed once), so a folder is stored once; paths appended one by one
    /// from interleaved folders may store a folder twice, under two numbers (see `folder(of:)`).
    private mutating func folderNumber(of bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        if let last = entries.last?.folder, last >= 0 {
            let isLast = folderBytes.withUnsafeBufferPointer { folders in
                compareBytes(UnsafeBufferPointer(rebasing: folders[folderRange(Int(last))]), bytes) == 0
            }
            if isLast { return last }
        }
        let number = Int32(folderEnds.count)
        folderBytes += bytes
        folderEnds.append(Int32(folderBytes.count))
        return number
    }
}

/// The byte order of `a` and `b` (negative, zero or positive), by `memcmp`: compared a byte at a time, paths were a
/// call per byte in debug builds, which the build-tool plugin runs.
func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    let common = min(a.count, b.count)
    if common > 0 {
        let order = memcmp(a.baseAddress!, b.baseAddress!, common)
        if order != 0 { return Int(order) }
    }
    return a.count - b.count
}
