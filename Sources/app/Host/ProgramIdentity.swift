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
    /// The running executable's identity, or `nil` when it cannot be told.
    static let current: String? = executablePath.flatMap(identity(ofFileAt:))

    /// The identity of the file at `path`, or `nil` when it cannot be examined.
    static func identity(ofFileAt path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
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

    /// Where the running executable is: on Linux the kernel's link to it (`stat` follows it to the file, even
    /// when the program was started through a symbolic link or from `PATH`); elsewhere Foundation's answer.
    private static var executablePath: String? {
        #if os(Linux)
            "/proc/self/exe"
        #else
            Bundle.main.executablePath
        #endif
    }
}
