/// How a document sits on disk: the data, and the schema version it was written with.
///
/// ```json
/// { "document" : [ … ], "schemaVersion" : 1 }
/// ```
///
/// The version lets a future release migrate old files, and lets this one refuse, rather than misread and
/// overwrite, a file written by a newer release.
struct DocumentEnvelope<Document: Codable>: Codable {
    var schemaVersion: Int
    var document: Document
}

/// Only the version, decoded first so a file from another version is reported as such and not as a shape
/// mismatch deep inside the document.
struct DocumentEnvelopeHeader: Decodable {
    var schemaVersion: Int
}
