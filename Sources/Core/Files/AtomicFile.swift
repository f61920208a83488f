import Foundation

/// Reads and replaces whole files so that a reader, or a process killed at any instant, sees either the old
/// contents or the new, never a mixture.
///
/// Replacing writes a temporary file *in the same directory* (a rename is only atomic within one file
/// system), flushes it to disk with `fsync`, renames it over the target, then `fsync`s the directory so the
/// rename itself survives a power cut.
enum AtomicFile {
    /// Why reading or writing failed, with the path and the system's reason.
    enum Failure: Error {
        case unreadable(path: String, reason: String)
        case unwritable(path: String, reason: String)
        /// ``create(_:with:mode:)`` found the file already there.
        case alreadyExists(path: String)
    }

    /// The file's bytes, or `nil` when it does not exist. Any other failure (a directory in the way, no
    /// permission) is thrown, so a caller never mistakes an unreadable file for a missing one and overwrites it.
    static func contents(of path: String) throws(Failure) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT { return nil }
            throw .unreadable(path: path, reason: describeErrno(code))
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: describeErrno(errno))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Replaces `path` with `contents` atomically; the file gets exactly `mode`, whatever the umask.
    static func replace(_ path: String, with contents: Data, mode: mode_t = 0o600) throws(Failure) {
        let temporaryPath = try writeTemporaryFile(for: path, contents: contents, mode: mode)
        guard rename(temporaryPath, path) == 0 else {
            let reason = describeErrno(errno)
            unlink(temporaryPath)
            throw .unwritable(path: path, reason: reason)
        }
        syncDirectory((path as NSString).deletingLastPathComponent)
    }

    /// Creates `path` with `contents` atomically, or throws ``Failure/alreadyExists(path:)`` when something is
    /// already there, even if it appeared a moment ago (`link(2)` never replaces).
    static func create(_ path: String, with contents: Data, mode: mode_t = 0o600) throws(Failure) {
        let temporaryPath = try writeTemporaryFile(for: path, contents: contents, mode: mode)
        defer { unlink(temporaryPath) }
        guard link(temporaryPath, path) == 0 else {
            if errno == EEXIST { throw .alreadyExists(path: path) }
            throw .unwritable(path: path, reason: describeErrno(errno))
        }
        syncDirectory((path as NSString).deletingLastPathComponent)
    }

    /// Writes `contents` to a new hidden file beside `path`, flushed to disk, and returns its path.
    private static func writeTemporaryFile(for path: String, contents: Data, mode: mode_t) throws(Failure) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporaryPath = "\(directory)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: describeErrno(errno)) }
        defer { close(descriptor) }
        do throws(Failure) {
            // The umask may have taken bits away at open; set exactly what was asked for.
            guard fchmod(descriptor, mode) == 0 else { throw .unwritable(path: path, reason: describeErrno(errno)) }
            try writeAll(contents, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw .unwritable(path: path, reason: describeErrno(errno)) }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        return temporaryPath
    }

    /// Creates `path` and its parents when missing.
    /// The directory itself, when this call creates it, gets exactly `mode` (private by default), whatever the
    /// umask; parents it creates on the way get the system's default.
    static func makeDirectory(_ path: String, mode: mode_t = 0o700) throws(Failure) {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        do {
            let parent = (path as NSString).deletingLastPathComponent
            if !parent.isEmpty {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            }
        } catch {
            throw .unwritable(path: path, reason: (error as NSError).localizedFailureReason ?? "\(error)")
        }
        guard mkdir(path, mode) == 0 || errno == EEXIST else {
            throw .unwritable(path: path, reason: describeErrno(errno))
        }
        chmod(path, mode)
    }

    private static func writeAll(_ bytes: Data, to descriptor: Int32, path: String) throws(Failure) {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .unwritable(path: path, reason: describeErrno(errno))
            }
            remaining = remaining.dropFirst(written)
        }
    }

    /// Makes a completed rename durable. Best effort: some file systems refuse `fsync` on a directory, and the
    /// data itself is already safe, so a failure here is not worth failing the command for.
    private static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
