import Foundation

extension LegacyJSONImport {
    /// What `inject-workflow doctor` finds when it compares the JSON backup with the database.
    public struct Check: Sendable {
        /// The JSON files still in the data directory (`candidates.json` …).
        public var files: [String]
        /// How many records they hold.
        public var records: Int
        /// The ids of records that are in the JSON files but not in the database (`c7`, `e2` …).
        public var missing: [String]

        /// Whether every record of the backup is in the database.
        public var isConfirmed: Bool { missing.isEmpty }
    }

    /// Compares every record of the JSON files in `directoryPath` with `store`, by id. `nil` when there are no
    /// JSON files. A JSON file that cannot be read throws, naming it.
    public static func check(directoryPath: String, against store: SQLiteStore) throws -> Check? {
        let documents = LegacyDocuments(directoryPath: directoryPath)
        let files = documentNames.filter { FileManager.default.fileExists(atPath: documents.path(ofDocument: $0)) }
        guard !files.isEmpty else { return nil }
        let ids: [(table: String, column: String, id: String, prefix: String)] =
            (try documents.load([Candidate].self, from: "candidates") ?? []).map {
                ("candidates", "number", $0.id, "c")
            }
            + (try documents.load([Draft].self, from: "drafts") ?? []).map { ("drafts", "number", $0.id, "d") }
            + (try documents.load([SentEmail].self, from: "outbox") ?? []).map {
                ("sent_emails", "draft_number", $0.draftID, "d")
            }
            + (try documents.load([Event].self, from: "events") ?? []).map { ("events", "number", $0.id, "e") }
        let missing = try store.transaction { db in
            try ids.filter { record in
                guard let number = Int(record.id.dropFirst(record.prefix.count)) else { return true }
                let row = try db.row(
                    "SELECT 1 FROM \(record.table) WHERE \(record.column) = ?", [.integer(number)])
                return row == nil
            }.map(\.id)
        }
        return Check(files: files.map { "\($0).json" }, records: ids.count, missing: missing)
    }

    /// Deletes the JSON backup files once ``check(directoryPath:against:)`` confirmed them.
    public static func removeBackup(_ check: Check, directoryPath: String) throws(AppError) {
        guard check.isConfirmed else { return }
        for file in check.files where unlink("\(directoryPath)/\(file)") != 0 && errno != ENOENT {
            throw AppError(
                "cannot remove the JSON backup \(directoryPath)/\(file): \(describeErrno(errno))",
                hint: "remove it by hand; the database already holds everything in it")
        }
    }
}
