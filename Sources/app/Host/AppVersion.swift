import InjectWorkflowCore

/// `inject-workflow --version`: the release of the app, for bug reports and scripts.
///
/// ```text
/// $ inject-workflow --version
/// app 0.1.0
/// $ inject-workflow --version --json
/// {
///   "name" : "inject-workflow",
///   "version" : "0.1.0"
/// }
/// ```
enum AppVersion {
    /// The release, kept in step with the package's tags.
    static let current = "0.1.0"

    struct Info: Encodable {
        var name = "inject-workflow"
        var version = AppVersion.current
    }
}

extension AppHost {
    /// Prints the version; `--json` (before or after `--version`) prints it as JSON, anything else is refused.
    func printVersion(_ rest: ArraySlice<String>, json: Bool) throws -> ExitCode {
        var json = json
        for word in rest {
            guard word == "--json" else { throw HostError.afterVersion(word).appError }
            json = true
        }
        if json {
            try console.printJSON(AppVersion.Info())
        } else {
            console.print("inject-workflow \(AppVersion.current)")
        }
        return .success
    }
}
