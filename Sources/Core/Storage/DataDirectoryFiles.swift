import Foundation

/// The private files of a data directory that a ``Store`` writes for the features (sent `.eml` messages): what
/// ``SQLiteStore`` and ``PostgresStore`` share, since a server keeps rows, not files.
struct DataDirectoryFiles: Sendable {
    var directory: URL

    /// Writes `contents` atomically and privately (`0600`) to `relativePath` under the directory.
    func write(_ contents: Data, to relativePath: String) throws -> String {
        let directoryPath = DataDirectory.path(of: directory)
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else {
            throw AppError.internalError(
                "refusing to write '\(relativePath)': the path must stay inside the data directory \(directoryPath)",
                hint: "this is a bug in the feature: pass a relative path such as 'outbox/m1.eml'")
        }
        let path = "\(directoryPath)/\(relativePath)"
        do {
            try AtomicFile.makeDirectory((path as NSString).deletingLastPathComponent)
            try AtomicFile.replace(path, with: contents)
        } catch {
            throw StoreProblem.unwritable(path: error.path, reason: error.reason).appError
        }
        return path
    }

    /// Removes a file ``write(_:to:)`` wrote, given the location it returned.
    func remove(at location: String) throws {
        let directoryPath = DataDirectory.path(of: directory)
        let inside = location.dropFirst(directoryPath.count + 1)
        guard location.hasPrefix(directoryPath + "/"),
            !inside.split(separator: "/", omittingEmptySubsequences: false)
                .contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else {
            throw AppError.internalError(
                "refusing to remove '\(location)': it is not a file inside the data directory \(directoryPath)",
                hint: "this is a bug in the feature: pass a location that writeFile returned")
        }
        guard unlink(location) == 0 || errno == ENOENT else {
            throw StoreProblem.unwritable(path: location, reason: String(cString: strerror(errno))).appError
        }
    }
}
