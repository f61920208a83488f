import Foundation

/// One value bound to, or read from, an SQL statement: the five storage classes of SQLite.
///
/// ```swift
/// try db.execute("UPDATE candidates SET stage = ? WHERE number = ?", [.text("screening"), .integer(3)])
/// try db.execute("INSERT INTO notes(at) VALUES (?)", [.date(clock.now())])
/// ```
public enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    /// An `Int` as an integer.
    public static func integer(_ value: Int) -> SQLValue { .integer(Int64(value)) }

    /// A date as REAL seconds since 1970, the store's one representation of time (exact for a `Date`).
    public static func date(_ date: Date) -> SQLValue { .real(date.timeIntervalSince1970) }

    /// `nil` as NULL, anything else as ``text(_:)``.
    public static func optionalText(_ text: String?) -> SQLValue { text.map { .text($0) } ?? .null }

    /// `nil` as NULL, anything else as ``date(_:)``.
    public static func optionalDate(_ date: Date?) -> SQLValue { date.map { .date($0) } ?? .null }

    /// `nil` as NULL, anything else as ``integer(_:)-swift.type.method``.
    public static func optionalInteger(_ value: Int?) -> SQLValue { value.map { .integer(Int64($0)) } ?? .null }
}
