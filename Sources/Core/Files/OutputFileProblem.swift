/// Why a file the user named cannot be written, worded in one place.
enum OutputFileProblem {
    case emptyPath
    case insideDataDirectory(path: String, dataDirectory: String)
    case isDirectory(path: String)
    case exists(path: String)
    case unwritable(path: String, reason: String)

    var appError: AppError {
        switch self {
        case .emptyPath:
            return .usage(
                "'--output' needs a file name, got an empty string",
                hint: "pass --output <file>, or - for standard output")
        case .insideDataDirectory(let path, let dataDirectory):
            return .usage(
                "refusing to write '\(path)': it is inside the data directory \(dataDirectory), where the app keeps "
                    + "its database and outbox",
                hint: "choose a path outside \(dataDirectory) (--force does not change this), or - for standard output")
        case .isDirectory(let path):
            return .usage(
                "cannot write '\(path)': it is a directory", hint: "name a file inside it, e.g. \(path)/out.ics")
        case .exists(let path):
            return AppError(
                "refusing to overwrite '\(path)': the file exists",
                hint: "pass --force to replace it, or choose another --output", exitCode: .failure)
        case .unwritable(let path, let reason):
            return AppError(
                "cannot write '\(path)': \(reason)",
                hint: "check that the folder exists and is writable, or choose another --output", exitCode: .failure)
        }
    }
}
