import InjectDiagnostics

/// Why a lint run stopped before it could report: every case maps to exit status 2.
///
/// ```swift
/// LintCommandError.outputUnwritable(path: "/out/x.swift", reason: "Permission denied").message
/// // "/out/x.swift: error: cannot write the --output file (Permission denied); check that its folder exists …"
/// ```
enum LintCommandError: Error, Equatable {
    case configuration(ConfigurationError)
    case discovery(DiscoveryError)
    case outputUnwritable(path: String, reason: String)
    /// A manifest given to read (or check) could not be used, or one to write could not be written.
    case manifest(ManifestError)
    /// Files found to lint that could not be read (an I/O error, permissions, a file that vanished).
    case unreadableFiles([UnreadableFile])

    struct UnreadableFile: Equatable {
        var path: String
        var reason: String
    }

    var message: String {
        switch self {
        case .configuration(let error): error.message
        case .discovery(let error): error.message
        case .manifest(let error): error.message
        case .outputUnwritable(let path, let reason):
            "\(path): error: cannot write the --output file (\(reason)); check that its folder exists and is writable"
        case .unreadableFiles(let files):
            files.map {
                "\(DiagnosticText.escapingControlCharacters($0.path)): error: cannot read the file (\($0.reason)); "
                    + "fix its permissions, or exclude it in .inject-lint.json"
            }.joined(separator: "\n")
        }
    }
}
