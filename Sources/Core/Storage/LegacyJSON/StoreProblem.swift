/// Everything that can go wrong with the JSON files of earlier releases (``LegacyDocuments``), worded in one place.
enum StoreProblem {
    case unreadable(path: String, reason: String)
    case notADocument(path: String, reason: String)
    case otherSchemaVersion(path: String, found: Int)
    case unexpectedShape(path: String, reason: String)
    case unwritable(path: String, reason: String)

    var appError: AppError {
        let untouched = "the file was left untouched ('inject-workflow' never overwrites a file it cannot read)."
        switch self {
        case .unreadable(let path, let reason):
            return .badData(
                "cannot read \(path): \(reason)",
                hint: "\(untouched) Check its permissions, or move it away to start that document afresh.")
        case .notADocument(let path, let reason):
            return .badData(
                "\(path) is not a workflow document: \(reason)",
                hint: "\(untouched) Repair it by hand or restore a backup, or move it away to start afresh.")
        case .otherSchemaVersion(let path, let found) where found > LegacyDocuments.schemaVersion:
            return .badData(
                "\(path) was written with schema version \(found), but this app reads version "
                    + "\(LegacyDocuments.schemaVersion)",
                hint: "\(untouched) Use the newer release of 'inject-workflow' that wrote it, or another --data-dir.")
        case .otherSchemaVersion(let path, let found):
            return .badData(
                "\(path) has schema version \(found), which no release of this app wrote (this one writes "
                    + "\(LegacyDocuments.schemaVersion))",
                hint: "\(untouched) Repair its \"schemaVersion\" by hand or restore a backup.")
        case .unexpectedShape(let path, let reason):
            return .badData(
                "\(path) does not hold what this app expects \(reason)",
                hint: "\(untouched) Repair it by hand or restore a backup, or move it away to start afresh.")
        case .unwritable(let path, let reason):
            return AppError(
                "cannot write \(path): \(reason)",
                hint: "pass --data-dir or set WORKFLOW_DATA_DIR to a directory you can write to",
                exitCode: .failure)
        }
    }
}
