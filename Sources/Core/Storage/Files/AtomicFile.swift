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

    /// Replaces `path` with `contents` atomically.
    ///
    /// `crashWindow`, for crash tests only, sleeps halfway through the temporary file and again before the
    /// rename, so a test that kills the process at a random instant often lands inside the write.
    static func replace(_ path: String, with contents: Data, crashWindow: Duration? = nil) throws(Failure) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporaryPath = "\(directory)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: describeErrno(errno)) }
        var renamed = false
        defer {
            if !renamed { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            let half = contents.count / 2
            try writeAll(contents.prefix(half), to: descriptor, path: path)
            if let crashWindow { sleep(for: crashWindow) }
            try writeAll(contents.dropFirst(half), to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw Failure.unwritable(path: path, reason: describeErrno(errno)) }
        }
        if let crashWindow { sleep(for: crashWindow) }
        guard rename(temporaryPath, path) == 0 else { throw .unwritable(path: path, reason: describeErrno(errno)) }
        renamed = true
        syncDirectory(directory)
    }

    /// Removes temporary files that writers of `path` left behind when they were killed mid-write.
    ///
    /// Only safe while holding the lock that every writer of `path` takes: then no live writer can own one.
    static func removeAbandonedTemporaryFiles(of path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let prefix = ".\((path as NSString).lastPathComponent).tmp-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(prefix) {
            unlink("\(directory)/\(name)")
        }
    }

    /// Creates `path` and its parents when missing.
    static func makeDirectory(_ path: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: (error as NSError).localizedFailureReason ?? "\(error)")
        }
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

    private static func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    }
}
