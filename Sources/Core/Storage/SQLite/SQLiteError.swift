/// A failed SQLite call: the extended result code and SQLite's own message.
///
/// The store turns these into ``AppError``s that name the database file (``StoreProblem``); this type only
/// carries what SQLite said.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT_UNIQUE` …).
    public var code: Int32
    /// SQLite's message (`UNIQUE constraint failed: candidates.email_key`).
    public var message: String

    /// An error as the wrapper makes them.
    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// The primary result code (the low byte of ``code``).
    public var primaryCode: Int32 { code & 0xFF }

    /// What SQLite said, with the code for reference: `database is locked (code 5)`.
    public var description: String { "\(message) (SQLite code \(code))" }
}

/// The primary result codes the store reacts to (the values are part of SQLite's stable C API).
enum SQLiteCode {
    static let ok: Int32 = 0
    static let error: Int32 = 1
    static let permission: Int32 = 3
    static let busy: Int32 = 5
    static let locked: Int32 = 6
    static let readOnly: Int32 = 8
    static let ioError: Int32 = 10
    static let corrupt: Int32 = 11
    static let full: Int32 = 13
    static let cannotOpen: Int32 = 14
    static let constraint: Int32 = 19
    static let notADatabase: Int32 = 26
    static let row: Int32 = 100
    static let done: Int32 = 101
}
