import Foundation

/// Which build of the app is running: the executable file's identity, as the file system reports it.
///
/// The host validates the dependency graph once per (program identity, enabled features) and records that in
/// the store (``GraphValidationRecord``), so the identity must change whenever the code that registers the
/// graph could have changed. It is the executable's device, inode, size, modification time and status-change
/// time (`ctime`, which no one can set back by hand): a rebuild, a copy, an `install` or a package upgrade
/// writes a new file or a new inode, and so a new identity. Where the executable cannot be found or examined,
/// the identity is `nil` and the host validates on every run, as it did before the record existed.
///
/// ```swift
/// ProgramIdentity.current   // "exe 2049:1835123:7461680:1763866765.123456789:1763866765.123456789"
/// ```
enum ProgramIdentity {
    /// The running executable's identity, or `nil` when it cannot be told; in an app packaged with the SDK as a
    /// shared library (``SDKLinkage``), the library's identity follows, since the analyser that validates is in it.
    static let current: String? = {
        guard let executable = executableIdentity else { return nil }
        guard case .sharedLibrary(let path) = SDKLinkage.current else { return executable }
        return identity(ofFileAt: path).map { executable + " sdk " + $0.dropFirst("exe ".count) }
    }()

    private static let executableIdentity: String? = {
        #if os(Linux)
            // The kernel's handle on the very file this process was started from, opened rather than looked up
            // by path: a new build installed at the same path while this one runs is not mistaken for it, and
            // under Valgrind, which runs programs inside its own executable, it is still the program's file.
            let descriptor = open("/proc/self/exe", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return nil }
            return identity(of: info)
        #else
            // Looked up by path (not compiled on this project's Linux machine): a new build installed at the same
            // path between this process starting and this line would be taken for this one, a window Linux
            // closes with the kernel's handle.
            return Bundle.main.executablePath.flatMap(identity(ofFileAt:))
        #endif
    }()

    /// The identity of the file at `path`, or `nil` when it cannot be examined.
    static func identity(ofFileAt path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return identity(of: info)
    }

    private static func identity(of info: stat) -> String {
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return "exe \(info.st_dev):\(info.st_ino):\(info.st_size):\(modified.tv_sec).\(modified.tv_nsec)"
            + ":\(changed.tv_sec).\(changed.tv_nsec)"
    }
}
