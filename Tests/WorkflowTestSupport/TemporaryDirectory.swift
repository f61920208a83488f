import Foundation

/// A fresh, empty directory under the system's temporary directory; the caller removes it.
///
/// ```swift
/// let directory = try makeTemporaryDirectory()
/// defer { try? FileManager.default.removeItem(at: directory) }
/// ```
public func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("appfeat-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
