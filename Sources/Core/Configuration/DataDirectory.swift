import Foundation

/// Where the app keeps its data, decided once at start-up.
///
/// The first of these wins:
/// 1. `--data-dir <dir>` on the command line,
/// 2. the `WORKFLOW_DATA_DIR` environment variable,
/// 3. `$XDG_DATA_HOME/workflow`,
/// 4. `~/.local/share/workflow` (from `HOME`).
///
/// A relative path is taken from the current directory. Empty variables count as unset.
///
/// ```swift
/// let directory = try DataDirectory.resolve(option: arguments.dataDirectory, environment: environment)
/// ```
public enum DataDirectory {
    /// The environment variable naming the data directory.
    public static let environmentVariable = "WORKFLOW_DATA_DIR"

    /// The data directory for this run, or a usage error when none can be found.
    public static func resolve(
        option: String?, environment: [String: String],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(AppError) -> URL {
        func nonEmpty(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        let path: String
        if let option {
            guard !option.isEmpty else {
                throw .usage("'--data-dir' needs a directory, got an empty string", hint: "pass --data-dir <dir>")
            }
            path = option
        } else if let fromEnvironment = nonEmpty(environmentVariable) {
            path = fromEnvironment
        } else if let dataHome = nonEmpty("XDG_DATA_HOME") {
            path = "\(dataHome)/workflow"
        } else if let home = nonEmpty("HOME") {
            path = "\(home)/.local/share/workflow"
        } else {
            throw .usage(
                "cannot choose a data directory: none of --data-dir, \(environmentVariable), XDG_DATA_HOME or HOME "
                    + "is set",
                hint: "pass --data-dir <dir> or set \(environmentVariable)")
        }
        let absolute = path.hasPrefix("/") ? path : "\(currentDirectory)/\(path)"
        return URL(fileURLWithPath: absolute, isDirectory: true).standardizedFileURL
    }

    /// The directory's path without a trailing slash, for joining file names: `"\(DataDirectory.path(of: url))/x"`.
    public static func path(of directory: URL) -> String {
        let path = directory.standardizedFileURL.path
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
