import Foundation

/// One result row, read by column position (the order of the `SELECT` list).
///
/// The typed readers convert the way SQLite does (an integer read as text gives its digits), and a NULL read
/// by a non-optional reader gives the type's zero value: the schema's `NOT NULL` columns are the guard, so
/// readers stay short at the call site.
///
/// ```swift
/// for row in try db.rows("SELECT number, name, added_at, cancelled_at FROM …") {
///     let id = "c\(row.int(0))", name = row.text(1), added = row.date(2), cancelled = row.optionalDate(3)
/// }
/// ```
public struct SQLRow: Hashable, Sendable {
    /// The row's values, in column order.
    public var values: [SQLValue]

    /// A row of `values`.
    public init(_ values: [SQLValue]) {
        self.values = values
    }

    /// Column `index` as it was stored.
    public subscript(index: Int) -> SQLValue { values[index] }

    /// Column `index` as text (`""` for NULL).
    public func text(_ index: Int) -> String { optionalText(index) ?? "" }

    /// Column `index` as text, or `nil` for NULL.
    public func optionalText(_ index: Int) -> String? {
        switch values[index] {
        case .null: nil
        case .text(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .blob(let data): String(decoding: data, as: UTF8.self)
        }
    }

    /// Column `index` as an integer (`0` for NULL).
    public func int(_ index: Int) -> Int { optionalInt(index) ?? 0 }

    /// Column `index` as an integer, or `nil` for NULL or text that is not a number.
    public func optionalInt(_ index: Int) -> Int? {
        switch values[index] {
        case .integer(let number): Int(number)
        case .real(let number): Int(exactly: number.rounded(.towardZero))
        case .text(let text): Int(text)
        case .null, .blob: nil
        }
    }

    /// Column `index` as a double (`0` for NULL).
    public func double(_ index: Int) -> Double { optionalDouble(index) ?? 0 }

    /// Column `index` as a double, or `nil` for NULL.
    public func optionalDouble(_ index: Int) -> Double? {
        switch values[index] {
        case .integer(let number): Double(number)
        case .real(let number): number
        case .text(let text): Double(text)
        case .null, .blob: nil
        }
    }

    /// Column `index` as a date stored by ``SQLValue/date(_:)`` (1970 for NULL).
    public func date(_ index: Int) -> Date { Date(timeIntervalSince1970: double(index)) }

    /// Column `index` as a date, or `nil` for NULL.
    public func optionalDate(_ index: Int) -> Date? { optionalDouble(index).map(Date.init(timeIntervalSince1970:)) }
}
