/// Why a registration manifest could not be read or written. Reading one wrong stops the run (exit 2): judging
/// a feature against an empty registration set would call every injection unregistered, or, worse, pass it.
///
/// ```
/// /pkg/inject-manifest.json: error: the registration manifest has version 3, newer than this inject-lint reads (1); update inject-lint, or write the manifest again with this one
/// ```
enum ManifestError: Error, Equatable {
    case fileNotFound(path: String)
    case unreadable(path: String, reason: String)
    case invalidJSON(path: String, line: Int, column: Int, problem: String)
    /// The document's shape is wrong (not an object, a key of the wrong type, a missing key): what was expected.
    case malformed(path: String, line: Int, column: Int, problem: String)
    case futureVersion(path: String, version: Int)
    case unwritable(path: String, reason: String)

    var message: String {
        switch self {
        case .fileNotFound(let path):
            "\(path): error: registration manifest not found; check the path given to --manifest or \"manifest\" "
                + "in .inject-lint.json, or write it with --emit-manifest"
        case .unreadable(let path, let reason):
            "\(path): error: cannot read the registration manifest (\(reason)); check that it is a readable file"
        case .invalidJSON(let path, let line, let column, let problem):
            "\(path):\(line):\(column): error: the registration manifest is not valid JSON: \(problem); write it "
                + "again with --emit-manifest"
        case .malformed(let path, let line, let column, let problem):
            "\(path):\(line):\(column): error: the registration manifest is malformed: \(problem); write it again "
                + "with --emit-manifest"
        case .futureVersion(let path, let version):
            "\(path): error: the registration manifest has version \(version), newer than this inject-lint reads "
                + "(\(RegistrationManifest.currentVersion)); update inject-lint, or write the manifest again with this one"
        case .unwritable(let path, let reason):
            "\(path): error: cannot write the registration manifest (\(reason)); check that its folder exists and is "
                + "writable"
        }
    }
}
