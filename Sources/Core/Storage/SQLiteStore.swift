import Foundation

/// The app's ``Store`` on disk: the SQLite database `<data-dir>/workflow.sqlite`, in WAL mode.
///
/// - Every transaction is `BEGIN IMMEDIATE` … `COMMIT` with a 10-second busy timeout, so concurrent `inject-workflow`
///   processes wait for each other instead of failing, and a commit is fsynced before the command returns.
/// - The first run on a data directory creates the database in a hidden file and renames it into place only
///   when it is complete, importing the JSON documents of earlier releases in the same step
///   (``LegacyJSONImport``). A run killed half-way leaves no database, so the next run starts over: nothing
///   is ever imported twice.
/// - Before SQLite opens an existing file, its header is checked (``DatabaseHeader``): another program's
///   database, a newer release's, or a file cut short is refused (exit 65) and never written.
/// - In a read-only data directory, reads work and every write fails with a message saying why.
/// - Creating the store touches nothing: the directory and database appear with the first transaction.
///
/// ```swift
/// let store = SQLiteStore(directory: URL(filePath: "/tmp/workflow"))
/// let count = try store.transaction { db in try db.rows("SELECT count(*) FROM candidates")[0].int(0) }
/// ```
public final class SQLiteStore: Store {
    /// The database's file name in the data directory.
    public static let fileName = "workflow.sqlite"

    /// Where the data lives.
    public let directory: URL
    /// For crash tests only: how long the first run pauses after importing JSON, before it commits and puts the
    /// database in place, widening the window in which a test kills it.
    let crashWindow: Duration?
    private let runner: TransactionRunner

    /// A store on `directory`; nothing is read or created until the first transaction.
    public init(directory: URL, crashWindow: Duration? = nil) {
        self.directory = directory
        self.crashWindow = crashWindow
        let directoryPath = DataDirectory.path(of: directory)
        runner = TransactionRunner {
            try Self.open(directoryPath: directoryPath, crashWindow: crashWindow)
        }
    }

    /// The database file's full path.
    public var databasePath: String { "\(DataDirectory.path(of: directory))/\(Self.fileName)" }

    /// Runs `body` in one transaction: `try store.transaction { db in try db.execute("DELETE FROM settings") }`.
    public func transaction<Result>(_ body: (StoreTransaction) throws -> Result) throws -> Result {
        try runner.transaction(body)
    }

    /// Writes a private file under the data directory: `try store.writeFile(eml, to: "outbox/d1.eml")`.
    public func writeFile(_ contents: Data, to relativePath: String) throws -> String {
        try DataDirectoryFiles(directory: directory).write(contents, to: relativePath)
    }

    /// Removes a file written by ``writeFile(_:to:)``: `try store.removeFile(at: sent.location)`.
    public func removeFile(at location: String) throws {
        try DataDirectoryFiles(directory: directory).remove(at: location)
    }

    // MARK: - Opening

    private static func open(directoryPath: String, crashWindow: Duration?) throws -> TransactionRunner.OpenedDatabase {
        let path = "\(directoryPath)/\(fileName)"
        let problem = { (error: SQLiteError) in DatabaseProblem.failed(path: path, error).appError }
        let exists = FileManager.default.fileExists(atPath: path)
        let writable = !FileManager.default.fileExists(atPath: directoryPath) || access(directoryPath, W_OK) == 0
        if !exists && !writable {
            // Nothing to open and nowhere to create it: serve reads from a snapshot of any JSON documents.
            let snapshot = try DatabaseCreation.readOnlySnapshot(importingFrom: directoryPath, problem: problem)
            return .init(connection: snapshot, readOnly: true, problem: problem)
        }
        if !exists {
            try DatabaseCreation.create(at: path, importingFrom: directoryPath, crashWindow: crashWindow)
        }
        if let refused = DatabaseHeader.problem(atPath: path, walPath: path + "-wal") {
            throw DatabaseProblem.refused(path: path, refused).appError
        }
        // A log left by a writer that was killed (or that another process kept from merging it) holds committed
        // changes: read-only, the database is read through it, or not at all, never as the older file alone.
        let hasLog = !writable && Self.logHoldsFrames(path + "-wal")
        switch connect(path: path, mode: writable ? .readWrite : hasLog ? .readOnly : .readOnlyImmutable) {
        case .success(let connection): return .init(connection: connection, readOnly: !writable, problem: problem)
        case .failure(let error):
            if hasLog, [SQLiteCode.cannotOpen, SQLiteCode.readOnly].contains(error.primaryCode) {
                throw DatabaseProblem.unreadableLog(path: path, directory: directoryPath).appError
            }
            throw problem(error)
        }
    }

    private static func connect(path: String, mode: SQLiteConnection.Mode) -> Result<SQLiteConnection, SQLiteError> {
        Result { () throws(SQLiteError) in
            let connection = try SQLiteConnection(path: path, mode: mode)
            try StoreSchema.prepare(connection, readOnly: mode != .readWrite)
            // SQLite opens lazily: read once here, so a log it cannot read fails now, where it can be named.
            if mode == .readOnly { try connection.execute("SELECT count(*) FROM sqlite_schema") }
            return connection
        }
    }

    /// Whether the write-ahead log at `path` exists and is longer than its 32-byte header, so may hold changes
    /// not yet in the database file.
    private static func logHoldsFrames(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_size > 32
    }
}
