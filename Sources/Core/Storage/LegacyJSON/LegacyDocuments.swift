import Foundation

/// Reads the JSON documents earlier releases kept in the data directory (`candidates.json`, `events.json`,
/// `drafts.json`, `outbox.json`), each `{ "schemaVersion": 1, "document": … }`: what ``LegacyJSONImport``
/// moves into the database, and what `inject-workflow doctor` compares with it. Never writes.
///
/// A file that exists but cannot be read, parsed, or has another schema version throws
/// ``AppError/badData(_:hint:)`` (exit 65) naming the file and what is wrong.
///
/// ```swift
/// let documents = LegacyDocuments(directoryPath: "/home/me/.local/share/workflow")
/// let candidates = try documents.load([LegacyJSONImport.Candidate].self, from: "candidates")   // nil: no file
/// ```
public struct LegacyDocuments: Sendable {
    /// The schema version of the JSON files; the only one there ever was.
    public static let schemaVersion = 1

    /// The data directory.
    public let directoryPath: String

    /// A reader of the documents in `directoryPath`.
    public init(directoryPath: String) {
        self.directoryPath = directoryPath
    }

    /// The full path of document `name`'s file.
    public func path(ofDocument name: String) -> String {
        "\(directoryPath)/\(name).json"
    }

    /// Decodes document `name`, or `nil` when its file does not exist.
    public func load<Document: Decodable>(_ type: Document.Type, from name: String) throws(AppError) -> Document? {
        let path = path(ofDocument: name)
        let data: Data
        do {
            guard let contents = try AtomicFile.contents(of: path) else { return nil }
            data = contents
        } catch {
            throw StoreProblem.unreadable(path: path, reason: error.reason).appError
        }
        let decoder = JSONCoding.makeDecoder()
        let header: DocumentEnvelopeHeader
        do {
            header = try decoder.decode(DocumentEnvelopeHeader.self, from: data)
        } catch {
            throw StoreProblem.notADocument(path: path, reason: Self.explain(error)).appError
        }
        guard header.schemaVersion == Self.schemaVersion else {
            throw StoreProblem.otherSchemaVersion(path: path, found: header.schemaVersion).appError
        }
        do {
            return try decoder.decode(DocumentEnvelope<Document>.self, from: data).document
        } catch {
            throw StoreProblem.unexpectedShape(path: path, reason: Self.explain(error)).appError
        }
    }

    static func explain(_ error: any Error) -> String {
        (error as? DecodingError)?.explanation ?? "\(error)"
    }
}

extension AtomicFile.Failure {
    var path: String {
        switch self {
        case .unreadable(let path, _), .unwritable(let path, _), .alreadyExists(let path): path
        }
    }

    var reason: String {
        switch self {
        case .unreadable(_, let reason), .unwritable(_, let reason): reason
        case .alreadyExists: describeErrno(EEXIST)
        }
    }
}
