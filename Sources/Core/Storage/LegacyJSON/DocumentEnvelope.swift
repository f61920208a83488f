/// How earlier releases kept a document on disk: the data, and the schema version it was written with.
///
/// ```json
/// { "document" : [ … ], "schemaVersion" : 1 }
/// ```
struct DocumentEnvelope<Document: Decodable>: Decodable {
    var schemaVersion: Int
    var document: Document
}

/// Only the version, decoded first so a file from another version is reported as such and not as a shape
/// mismatch deep inside the document.
struct DocumentEnvelopeHeader: Decodable {
    var schemaVersion: Int
}
