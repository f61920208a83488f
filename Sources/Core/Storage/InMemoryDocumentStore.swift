import Foundation
import Synchronization

/// A ``DocumentStore`` kept in memory, for tests: no files, no locks between processes.
///
/// Documents go through the same JSON encoding as ``FileDocumentStore``, so a type that does not round-trip
/// fails here too. Files written with ``writeFile(_:to:)`` stay in memory; read them back with ``file(at:)``.
///
/// ```swift
/// let store = InMemoryDocumentStore()
/// container.register(DocumentStore.self, scope: .singleton) { store }
/// // … run the feature …
/// let eml = store.file(at: "outbox/m1.eml")
/// ```
public final class InMemoryDocumentStore: DocumentStore {
    private struct Contents {
        var documents: [String: Data] = [:]
        var files: [String: Data] = [:]
    }

    private let contents = Mutex(Contents())
    /// Serialises whole ``update(_:in:default:_:)`` calls (read, change, write) like the file store's lock.
    /// Not a `Mutex`: it is held while the caller's `change` runs, and `change` may update *another* document
    /// on the same thread (an event's update composing an email draft), which a non-recursive lock would
    /// deadlock. Updating the *same* document from inside is refused by ``NestedUpdateGuard``.
    private let updateLock = NSRecursiveLock()

    /// An empty store: `let store = InMemoryDocumentStore()`.
    public init() {}

    /// The document's JSON as stored, or `nil`: to inspect what was written, or to plant a corrupt document.
    public func rawDocument(_ name: String) -> Data? {
        contents.withLock { $0.documents[name] }
    }

    /// Replaces the stored JSON of document `name` with `data`, valid or not.
    public func setRawDocument(_ data: Data, for name: String) {
        contents.withLock { $0.documents[name] = data }
    }

    /// The contents of a file written with ``writeFile(_:to:)``, or `nil`.
    public func file(at relativePath: String) -> Data? {
        contents.withLock { $0.files[relativePath] }
    }

    /// The relative paths of every file written, sorted.
    public var filePaths: [String] {
        contents.withLock { $0.files.keys.sorted() }
    }

    /// Decodes document `name`, or `nil`: `try store.load([Candidate].self, from: "candidates")`.
    public func load<Document: Codable & Sendable>(_ type: Document.Type, from name: String) throws -> Document? {
        guard let data = rawDocument(name) else { return nil }
        return try decode(type, from: data, name: name)
    }

    /// Changes document `name` under the store's lock: `try store.update([Int].self, in: "n", default: { [] }) { $0.append(1) }`.
    public func update<Document: Codable & Sendable, Result>(
        _ type: Document.Type, in name: String, default makeDefault: () -> Document,
        _ change: (inout Document) throws -> Result
    ) throws -> Result {
        updateLock.lock()
        defer { updateLock.unlock() }
        return try NestedUpdateGuard.updating(name, in: "the in-memory store") {
            var document = try load(type, from: name) ?? makeDefault()
            let result = try change(&document)
            let data: Data
            do {
                data = try JSONCoding.makeEncoder().encode(document)
            } catch {
                throw AppError.internalError("could not encode the document '\(name)' as JSON: \(error)")
            }
            setRawDocument(data, for: name)
            return result
        }
    }

    /// Keeps `contents` in memory and returns `memory:/<relativePath>`: `try store.writeFile(eml, to: "outbox/d1.eml")`.
    public func writeFile(_ contents: Data, to relativePath: String) throws -> String {
        self.contents.withLock { $0.files[relativePath] = contents }
        return "memory:/\(relativePath)"
    }

    private func decode<Document: Decodable>(_ type: Document.Type, from data: Data, name: String) throws -> Document {
        do {
            return try JSONCoding.makeDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw AppError.badData(
                "the in-memory document '\(name)' cannot be read \(error.explanation)",
                hint: "the test planted data that does not decode as \(Document.self)")
        }
    }
}
