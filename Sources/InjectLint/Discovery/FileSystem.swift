#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX calls the front needs, without Foundation: Foundation's file APIs cost start-up time and an
/// allocation per path component, and the linter's budget for a 3,000-file corpus is tens of milliseconds.
///
/// ```swift
/// if FileSystem.kind(atPath: "/pkg/Sources") == .directory { … }
/// let bytes = try FileSystem.readBytes(atPath: "/pkg/Sources/app/main.swift")
/// ```
enum FileSystem {
    /// What a path names, after following symbolic links.
    enum Kind: Equatable {
        case file
        case directory
        case other
    }

    /// A failed system call: the `errno` text ("No such file or directory").
    struct Failure: Error, Equatable {
        var reason: String

        init(errno code: Int32) {
            reason = String(cString: strerror(code))
        }
    }

    /// One entry of a directory listing.
    struct Entry {
        /// The name's bytes, as the directory holds them (not necessarily valid UTF-8).
        var nameBytes: [UInt8]
        /// `nil` when the directory entry does not say (some file systems) or it is a symbolic link.
        var kind: Kind?
        var isSymbolicLink: Bool

        /// The name as printed (see ``DiskPath``).
        var name: String { DiskPath.escapingInvalidUTF8(nameBytes) }
        /// A dot file or folder (`.build`, `.git`), which discovery skips.
        var isHidden: Bool { nameBytes.first == ASCII.dot }
        var isSwiftFile: Bool {
            // One `memcmp`, not a generic suffix comparison, which a debug build (the build-tool plugin's) runs as
            // generic code for every directory entry.
            nameBytes.count > 6
                && nameBytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + ($0.count - 6), ".swift", 6) == 0 }
        }
    }

    /// What `path` names, or `nil` when nothing exists there (or a symbolic link dangles).
    static func kind(atPath path: String) -> Kind? {
        kind(at: DiskPath(path))
    }

    /// What `path` names, or `nil` when nothing exists there (or a symbolic link dangles).
    static func kind(at path: DiskPath) -> Kind? {
        var info = stat()
        guard path.withFileSystemRepresentation({ stat($0, &info) }) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The process's working directory.
    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The whole file, read into an array sized by `fstat`.
    static func readBytes(atPath path: String) throws(Failure) -> [UInt8] {
        try readBytes(at: DiskPath(path))
    }

    /// The whole file, read into an array sized by `fstat`.
    static func readBytes(at path: DiskPath) throws(Failure) -> [UInt8] {
        let descriptor = path.withFileSystemRepresentation { open($0, O_RDONLY) }
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(errno: errno) }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw Failure(errno: EISDIR) }
        // Read straight into the array's storage: one allocation per file, no intermediate copy.
        let size = Int(info.st_size)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let result = read(descriptor, buffer.baseAddress! + count, size - count)
                if result < 0, errno == EINTR { continue }
                if result < 0 { failure = errno }
                if result <= 0 { break }
                count += result
            }
        }
        // The size is a hint: a file that grows while it is read is still read to its end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16 * 1024) { chunk in
            while failure == 0 {
                let result = read(descriptor, chunk.baseAddress, chunk.count)
                if result < 0, errno == EINTR { continue }
                if result < 0 { failure = errno }
                if result <= 0 { break }
                bytes.append(contentsOf: chunk[0..<result])
            }
        }
        if failure != 0 { throw Failure(errno: failure) }
        return bytes
    }

    /// The entries of a directory, without `.` and `..`, in no particular order.
    static func entries(ofDirectory path: DiskPath) throws(Failure) -> [Entry] {
        guard let directory = path.withFileSystemRepresentation({ opendir($0) }) else { throw Failure(errno: errno) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            // The name's bytes up to its NUL, kept as they are: they need not be valid UTF-8.
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                // `d_name` is a C array of `CChar`, so its memory is bound to `CChar`; `strnlen` finds the NUL.
                let length = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                return Array(UnsafeRawBufferPointer(rebasing: raw[..<length]))
            }
            if name.first == ASCII.dot && (name.count == 1 || (name.count == 2 && name[1] == ASCII.dot)) { continue }
            // d_type values are the same on Linux and Darwin: 4 directory, 8 regular file, 10 symbolic link.
            switch entry.pointee.d_type {
            case 4: entries.append(Entry(nameBytes: name, kind: .directory, isSymbolicLink: false))
            case 8: entries.append(Entry(nameBytes: name, kind: .file, isSymbolicLink: false))
            case 10: entries.append(Entry(nameBytes: name, kind: nil, isSymbolicLink: true))
            default: entries.append(Entry(nameBytes: name, kind: nil, isSymbolicLink: false))
            }
        }
        return entries
    }

    /// Writes `text` to standard output (descriptor 1) or standard error (descriptor 2), retrying short writes.
    static func writeToStandardStream(_ text: String, descriptor: Int32) {
        // With standard output or error closed there is nowhere left to report a failed write; the run goes on.
        try? writeAll(text, to: descriptor)
    }

    /// Replaces the file at `path` with `contents`.
    static func replaceContents(ofPath path: String, with contents: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        defer { close(descriptor) }
        try writeAll(contents, to: descriptor)
    }

    /// Writes all of `text` to `descriptor`, retrying interrupted and short writes.
    private static func writeAll(_ text: String, to descriptor: Int32) throws(Failure) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let count = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(errno: errno)
            }
            // No progress on a non-empty write: stop rather than spin.
            if count == 0 { throw Failure(errno: EIO) }
            remaining = remaining.dropFirst(count)
        }
    }
}
