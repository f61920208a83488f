import Foundation

/// Makes a data directory's database: complete, or not at all.
///
/// The database is built in a hidden file beside its final place (schema, then the JSON import, in one
/// transaction), closed, made private, and renamed into place. A process killed at any point leaves at most
/// the hidden file, which the next run (holding the same lock) deletes before starting over.
enum DatabaseCreation {
    /// Creates the database at `path` unless another process did so first, importing the directory's JSON.
    static func create(at path: String, importingFrom directoryPath: String, crashWindow: Duration?) throws {
        do {
            try AtomicFile.makeDirectory(directoryPath)
            let lock = try FileLock(path: "\(directoryPath)/.\(SQLiteStore.fileName).lock")
            defer { lock.unlock() }
            // Another process may have created it while this one waited for the lock.
            guard !FileManager.default.fileExists(atPath: path) else { return }
            let temporaryPath = "\(directoryPath)/.\(SQLiteStore.fileName).creating"
            removeDatabase(at: temporaryPath)
            try build(at: temporaryPath, importingFrom: directoryPath, crashWindow: crashWindow)
            guard rename(temporaryPath, path) == 0 else {
                throw AtomicFile.Failure.unwritable(path: path, reason: describeErrno(errno))
            }
        } catch let failure as AtomicFile.Failure {
            throw StoreProblem.unwritable(path: failure.path, reason: failure.reason).appError
        }
    }

    /// An in-memory, query-only database holding what the JSON documents of a directory the app may not write
    /// hold: how a read-only data directory without a database still answers reads.
    static func readOnlySnapshot(
        importingFrom directoryPath: String, problem: (SQLiteError) -> AppError
    ) throws -> SQLiteConnection {
        do {
            let connection = try SQLiteConnection(path: ":memory:", mode: .readWriteCreate)
            try StoreSchema.prepare(connection, readOnly: false)
            try connection.execute("BEGIN")
            try LegacyJSONImport.run(from: directoryPath, into: connection)
            try connection.execute("COMMIT; PRAGMA query_only = ON")
            return connection
        } catch let error as SQLiteError {
            throw problem(error)
        }
    }

    private static func build(at path: String, importingFrom directoryPath: String, crashWindow: Duration?) throws {
        let problem = { (error: SQLiteError) in DatabaseProblem.failed(path: path, error).appError }
        do {
            // Scoped, so the connection closes (checkpointing and removing its WAL) before the rename.
            let connection = try SQLiteConnection(path: path, mode: .readWriteCreate)
            try connection.execute("PRAGMA journal_mode = WAL")
            try StoreSchema.prepare(connection, readOnly: false)
            try connection.execute("BEGIN IMMEDIATE")
            try LegacyJSONImport.run(from: directoryPath, into: connection)
            if let crashWindow {
                let (seconds, attoseconds) = crashWindow.components
                Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            }
            try connection.execute("COMMIT")
        } catch let error as SQLiteError {
            removeDatabase(at: path)
            throw problem(error)
        } catch {
            removeDatabase(at: path)
            throw error
        }
        chmod(path, 0o600)
    }

    private static func removeDatabase(at path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
    }
}
