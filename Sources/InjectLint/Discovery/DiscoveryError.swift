/// Why the files to lint could not be listed. The run stops with exit status 2.
///
/// ```
/// error: no such file or directory: 'Soruces' (looked for /pkg/Soruces); check the path, or run from the package root
/// ```
public enum DiscoveryError: Error, Equatable, Sendable {
    /// A path given on the command line does not exist.
    case pathNotFound(given: String, absolute: String)
    /// A directory could not be listed.
    case unreadableDirectory(path: String, reason: String)
    /// A path given on the command line is a FIFO, a device or a socket: reading it could block forever.
    case notARegularFile(given: String)
    /// `include` in the configuration names a path that does not exist.
    case includedPathNotFound(path: String)

    /// The full message, starting with `error:` so SwiftPM shows it when the plugin fails.
    public var message: String {
        switch self {
        case .pathNotFound(let given, let absolute):
            "error: no such file or directory: '\(given)' (looked for \(absolute)); "
                + "check the path, or run inject-lint from the directory it is relative to"
        case .unreadableDirectory(let path, let reason):
            "\(path): error: cannot list the directory (\(reason)); check its permissions or exclude it in "
                + ".inject-lint.json"
        case .notARegularFile(let given):
            "error: '\(given)' is not a regular file or a directory (a FIFO, a device or a socket), so it is not "
                + "read; name Swift files or the folders that hold them"
        case .includedPathNotFound(let path):
            "error: \"include\" in .inject-lint.json names \(path), which does not exist; fix the path or remove it"
        }
    }
}
