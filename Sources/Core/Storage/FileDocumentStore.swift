import Foundation

/// The app's ``DocumentStore`` on disk: one JSON file per document in a data directory.
///
/// - Each document is `<directory>/<name>.json`, wrapped in an envelope with ``schemaVersion``.
/// - Writes are atomic (temporary file in the same directory, `fsync`, `rename`, `fsync` of the directory):
///   a crash leaves the old or the new document.
/// - ``update(_:in:default:_:)`` holds an exclusive `flock` on `<directory>/.locks/<name>.lock` from the
///   read to the write, so concurrent processes and threads never lose an update.
/// - A file that exists but cannot be read, parsed, or has another schema version throws
///   ``AppError/badData(_:hint:)`` (exit 65) naming the file and what is wrong; it is never overwritten.
/// - A writer killed mid-write leaves only a hidden temporary file (`.<name>.json.tmp-…`), never a broken
///   document; the next update of that document removes it.
/// - Creating the store touches nothing: the directory is created by the first write.
///
/// ```swift
/// let store = FileDocumentStore(directory: URL(filePath: "/tmp/workflow"))
/// let ids = try store.update([String].self, in: "ids", default: { [] }) { ids in
///     ids.append("c\(ids.count + 1)")
///     return ids
/// }
/// ```
public struct FileDocumentStore: DocumentStore {
    /// The schema version this build writes and the only one it reads.
    public static let schemaVersion = 1

    /// Where the documents live.
    public let directory: URL

    /// For crash tests only: how long each write pauses halfway through its temporary file and again before
    /// its rename, widening the window in which a killed process would leave a broken file if writes were not
    /// atomic. `nil` (the default) means no pause.
    public var crashWindow: Duration?

    /// A store on `directory`; nothing is read or created until the first call.
    public init(directory: URL, crashWindow: Duration? = nil) {
        self.directory = directory
        self.crashWindow = crashWindow
    }

    /// The full path of document `name`'s file.
    public func path(ofDocument name: String) -> String {
        "\(directoryPath)/\(name).json"
    }

    /// Reads document `name` (no lock: replacements are atomic): `try store.load([Candidate].self, from: "candidates")`.
    public func load<Document: Codable & Sendable>(_ type: Document.Type, from name: String) throws -> Document? {
        try checkDocumentName(name)
        let path = path(ofDocument: name)
        return try read(type, at: path)
    }

    /// Reads, changes and writes document `name` under its file lock: `try store.update([Int].self, in: "n", default: { [] }) { $0.append(1) }`.
    public func update<Document: Codable & Sendable, Result>(
        _ type: Document.Type, in name: String, default makeDefault: () -> Document,
        _ change: (inout Document) throws -> Result
    ) throws -> Result {
        try checkDocumentName(name)
        let path = path(ofDocument: name)
        return try NestedUpdateGuard.updating(name, in: directoryPath) {
            try prepare(directoryPath)
            try prepare("\(directoryPath)/.locks")
            let lock: FileLock
            do {
                lock = try FileLock(path: "\(directoryPath)/.locks/\(name).lock")
            } catch let error as AtomicFile.Failure {
                throw StoreProblem.unwritable(path: error.path, reason: error.reason).appError
            }
            // Held from the read until the new document is in place.
            defer { lock.unlock() }
            AtomicFile.removeAbandonedTemporaryFiles(of: path)
            var document = try read(type, at: path) ?? makeDefault()
            let result = try change(&document)
            let data = try encode(DocumentEnvelope(schemaVersion: Self.schemaVersion, document: document), name: name)
            try withFailureReported { () throws(AtomicFile.Failure) in
                try AtomicFile.replace(path, with: data, crashWindow: crashWindow)
            }
            return result
        }
    }

    /// Writes `contents` atomically under the data directory: `try store.writeFile(eml, to: "outbox/d1.eml")`.
    public func writeFile(_ contents: Data, to relativePath: String) throws -> String {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else {
            throw AppError.internalError(
                "refusing to write '\(relativePath)': the path must stay inside the data directory \(directoryPath)",
                hint: "this is a bug in the feature: pass a relative path such as 'outbox/m1.eml'")
        }
        let path = "\(directoryPath)/\(relativePath)"
        try prepare((path as NSString).deletingLastPathComponent)
        try withFailureReported { () throws(AtomicFile.Failure) in
            try AtomicFile.replace(path, with: contents, crashWindow: crashWindow)
        }
        return path
    }

    // MARK: - Reading and writing

    private var directoryPath: String {
        let path = directory.standardizedFileURL.path
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    private func read<Document: Codable>(_ type: Document.Type, at path: String) throws(AppError) -> Document? {
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

    private func encode<Value: Encodable>(_ value: Value, name: String) throws(AppError) -> Data {
        do {
            return try JSONCoding.makeEncoder().encode(value)
        } catch {
            throw .internalError(
                "could not encode the document '\(name)' as JSON: \(error)",
                hint: "this is a bug in the app; the file on disk was not changed")
        }
    }

    private func prepare(_ directory: String) throws(AppError) {
        try withFailureReported { () throws(AtomicFile.Failure) in try AtomicFile.makeDirectory(directory) }
    }

    private func checkDocumentName(_ name: String) throws(AppError) {
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar)
        }
        guard !name.isEmpty, allowed, !name.hasPrefix(".") else {
            throw .internalError(
                "'\(name)' is not a valid document name",
                hint: "this is a bug in the feature: use letters, digits, '-', '_' or '.' (not first)")
        }
    }

    private func withFailureReported<Value>(_ body: () throws(AtomicFile.Failure) -> Value) throws(AppError) -> Value {
        do {
            return try body()
        } catch {
            switch error {
            case .unreadable(let path, let reason):
                throw StoreProblem.unreadable(path: path, reason: reason).appError
            case .unwritable(let path, let reason):
                throw StoreProblem.unwritable(path: path, reason: reason).appError
            }
        }
    }

    private static func explain(_ error: any Error) -> String {
        (error as? DecodingError)?.explanation ?? "\(error)"
    }
}

extension AtomicFile.Failure {
    var path: String {
        switch self {
        case .unreadable(let path, _), .unwritable(let path, _): path
        }
    }

    var reason: String {
        switch self {
        case .unreadable(_, let reason), .unwritable(_, let reason): reason
        }
    }
}
