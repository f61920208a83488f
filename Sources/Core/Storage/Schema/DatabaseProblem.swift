import Foundation

/// Everything that can go wrong with the database file of a ``SQLiteStore``, worded in one place.
enum DatabaseProblem {
    /// The file was checked before opening and refused.
    case refused(path: String, DatabaseHeader.Problem)
    /// SQLite failed while the app used the file.
    case failed(path: String, SQLiteError)
    /// The database is open read-only (a read-only data directory) and a command tried to write.
    case readOnly(path: String)
    /// In a read-only data directory, the write-ahead log holds committed changes that SQLite cannot read
    /// there (its index file, `-shm`, is missing or unreadable, and cannot be created).
    case unreadableLog(path: String, directory: String)

    var appError: AppError {
        let untouched = "the file was left untouched ('inject-workflow' never writes a database it cannot trust)."
        switch self {
        case .refused(let path, let problem):
            return .badData("\(path) \(Self.describe(problem))", hint: Self.hint(for: problem, untouched: untouched))
        case .readOnly(let path):
            return AppError(
                "cannot write \(path): the data directory is read-only, so this run can only read",
                hint: "make the directory writable (chmod u+w), or pass --data-dir with a directory you can write to",
                exitCode: .failure)
        case .unreadableLog(let path, let directory):
            let name = (path as NSString).lastPathComponent
            return AppError(
                "cannot read \(path): changes committed by an earlier run are still in its write-ahead log "
                    + "(\(name)-wal), and in a read-only data directory SQLite can read them only through \(name)-shm, "
                    + "which is missing or unreadable",
                hint:
                    "make the directory writable (chmod u+w \(directory)) and run any 'inject-workflow' command once, which "
                    + "merges the log into the database; reading the database without its log would show an older "
                    + "state, so the app does not",
                exitCode: .failure)
        case .failed(let path, let error):
            switch error.primaryCode {
            case SQLiteCode.corrupt, SQLiteCode.notADatabase:
                return .badData(
                    "\(path) is damaged: \(error.message)",
                    hint: "\(untouched) Restore a backup, or move it away to start afresh; "
                        + "'sqlite3 \(path) .recover' may save what is left.")
            case SQLiteCode.readOnly:
                return DatabaseProblem.readOnly(path: path).appError
            case SQLiteCode.full:
                return AppError(
                    "cannot write \(path): the disk is full", hint: "free some space and run the command again",
                    exitCode: .failure)
            case SQLiteCode.busy, SQLiteCode.locked:
                return AppError(
                    "\(path) stayed locked by another 'inject-workflow' process for 10 seconds: \(error.message)",
                    hint: "wait for the other command to finish, then run this one again", exitCode: .failure)
            case SQLiteCode.cannotOpen, SQLiteCode.permission, SQLiteCode.ioError:
                return AppError(
                    "cannot use \(path): \(error.message)",
                    hint: "check the permissions of the file and its directory, or pass --data-dir",
                    exitCode: .failure)
            default:
                return .internalError(
                    "the store failed on \(path): \(error)",
                    hint: "this is a bug in the app; the transaction was rolled back, so nothing was half-written")
            }
        }
    }

    private static func describe(_ problem: DatabaseHeader.Problem) -> String {
        switch problem {
        case .unreadable(let reason): "cannot be read: \(reason)"
        case .empty: "is an empty file, not a workflow database"
        case .notSQLite: "is not a workflow database: it is not an SQLite database at all"
        case .foreign(let applicationID):
            "is not a workflow database: it is an SQLite database of another program (application_id \(applicationID))"
        case .newerVersion(let version):
            "was written by a newer release of 'inject-workflow' (schema version \(version); this one reads up to "
                + "\(StoreSchema.version))"
        case .truncated(let expected, let actual):
            "is damaged: it is cut short (\(actual) bytes, but its header says \(expected))"
        }
    }

    private static func hint(for problem: DatabaseHeader.Problem, untouched: String) -> String {
        switch problem {
        case .unreadable: "\(untouched) Check its permissions."
        case .newerVersion:
            "\(untouched) Use the newer release of 'inject-workflow' that wrote it, or another --data-dir."
        case .empty, .notSQLite, .foreign:
            "\(untouched) Move it away (the app then starts a new database), or pass --data-dir."
        case .truncated: "\(untouched) Restore a backup, or move it away to start afresh."
        }
    }
}
