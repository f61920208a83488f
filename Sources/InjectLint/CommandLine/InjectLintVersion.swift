/// The version `inject-lint --version` prints and SARIF output records.
///
/// ```sh
/// $ inject-lint --version
/// inject-lint 0.1.0
/// ```
public enum InjectLintVersion {
    /// This build's version, following semantic versioning.
    public static let current = "0.1.0"
}
