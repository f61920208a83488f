import Foundation

/// Keeps the app's data as named JSON documents (`candidates`, `events`, `templates`) and plain files
/// (`outbox/<id>.eml`).
///
/// Contract every implementation keeps (the shipped ones: `FileDocumentStore` on disk and
/// `InMemoryDocumentStore` for tests):
/// - ``update(_:in:default:_:)`` is atomic with respect to every other process and thread using the same
///   store: concurrent updates are serialised, none is lost, and a crash leaves the old or the new document,
///   never a broken one.
/// - A document that exists but cannot be decoded (corrupt, or from an unknown schema version) throws
///   ``AppError/badData(_:hint:)`` naming the file and what is wrong, and the file is never overwritten.
/// - A document that does not exist yet reads as `nil` (``load(_:from:)``) or as the default (``update``).
///
/// ```swift
/// let added = try store.update([Candidate].self, in: "candidates", default: []) { candidates in
///     candidates.append(candidate)
///     return candidate
/// }
/// ```
public protocol DocumentStore: Sendable {
    /// The document `name`, or `nil` when it has never been written.
    func load<Document: Codable & Sendable>(_ type: Document.Type, from name: String) throws -> Document?

    /// Reads the document (or `makeDefault()` when absent), lets `change` modify it, and writes it back,
    /// all under one lock. Returns what `change` returns. If `change` throws, nothing is written.
    func update<Document: Codable & Sendable, Result>(
        _ type: Document.Type, in name: String, default makeDefault: () -> Document,
        _ change: (inout Document) throws -> Result
    ) throws -> Result

    /// Writes `contents` atomically to `relativePath` under the data directory (creating folders), and returns
    /// the file's full path: how the default mailer puts `.eml` files in the outbox.
    func writeFile(_ contents: Data, to relativePath: String) throws -> String
}
