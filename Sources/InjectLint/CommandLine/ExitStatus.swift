/// The process exit status, which CI and the build-tool plugin act on.
///
/// ```sh
/// inject-lint Sources; echo $?   # 0 clean (warnings allowed), 1 errors found, 2 usage, configuration or I/O error
/// ```
public enum ExitStatus: Int32, Sendable {
    /// No diagnostic of severity `error` (warnings may have been printed).
    case success = 0
    /// At least one `error` diagnostic.
    case lintErrors = 1
    /// The run could not lint: bad arguments, a broken configuration, a missing path, an unwritable output.
    case failure = 2
}
