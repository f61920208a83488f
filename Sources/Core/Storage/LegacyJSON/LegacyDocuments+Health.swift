import Foundation

/// What `inject-workflow doctor` learns about one document file without knowing its type.
public struct DocumentHealth: Hashable, Sendable {
    /// The document's name (`candidates` for `candidates.json`).
    public var name: String
    /// The file's full path.
    public var path: String
    /// Why the app would refuse the file, or `nil` when its envelope is sound.
    public var problem: AppError?

    /// A result, as ``LegacyDocuments/checkDocuments()`` makes them:
    /// `DocumentHealth(name: "candidates", path: "/d/candidates.json", problem: nil)`.
    public init(name: String, path: String, problem: AppError?) {
        self.name = name
        self.path = path
        self.problem = problem
    }
}

extension LegacyDocuments {
    /// Checks every document file in the directory: readable, JSON, and of this build's schema version.
    /// Only the envelope is checked; a document's contents are checked by the feature that reads it.
    ///
    /// ```swift
    /// for health in store.checkDocuments() where health.problem != nil { … }
    /// ```
    public func checkDocuments() -> [DocumentHealth] {

        let names = (try? FileManager.default.contentsOfDirectory(atPath: directoryPath)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") && $0 != FeatureFlags.fileName }.sorted()
            .map { fileName in
                let name = String(fileName.dropLast(".json".count))
                let path = self.path(ofDocument: name)
                return DocumentHealth(name: name, path: path, problem: problem(at: path))
            }
    }

    private func problem(at path: String) -> AppError? {
        let data: Data
        do {
            guard let contents = try AtomicFile.contents(of: path) else { return nil }
            data = contents
        } catch {
            return StoreProblem.unreadable(path: path, reason: error.reason).appError
        }
        let header: DocumentEnvelopeHeader
        do {
            header = try JSONCoding.makeDecoder().decode(DocumentEnvelopeHeader.self, from: data)
        } catch {
            let reason = (error as? DecodingError)?.explanation ?? "\(error)"
            return StoreProblem.notADocument(path: path, reason: reason).appError
        }
        guard header.schemaVersion == Self.schemaVersion else {
            return StoreProblem.otherSchemaVersion(path: path, found: header.schemaVersion).appError
        }
        return nil
    }
}
