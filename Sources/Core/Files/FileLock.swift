import Foundation

/// An exclusive lock shared by every process and thread that opens the same lock file: `flock(2)` on a
/// descriptor of our own.
///
/// `flock` locks belong to the open file description, so two threads of one process that each open the file
/// exclude each other just as two processes do; and the kernel drops the lock when a process dies, so a
/// crashed `inject-workflow` never leaves the store locked.
///
/// ```swift
/// let lock = try FileLock(path: "/data/.locks/candidates.lock")
/// defer { lock.unlock() }
/// ```
struct FileLock {
    private let descriptor: Int32

    /// Opens (creating) `path` and waits until the lock is ours.
    init(path: String) throws(AtomicFile.Failure) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: describeErrno(errno)) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let reason = describeErrno(errno)
            close(descriptor)
            throw .unwritable(path: path, reason: "cannot lock it: \(reason)")
        }
        self.descriptor = descriptor
    }

    /// Releases the lock: closing our descriptor, the only one on its open file description, drops it.
    func unlock() {
        close(descriptor)
    }
}
