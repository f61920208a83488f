/// A row of a CSV file that could not be read: the line it starts on and why.
///
/// ```swift
/// CSVProblem(line: 3, reason: .fieldCount(expected: 3, found: 2)).description
/// // "line 3: 2 fields, but the header has 3 columns"
/// ```
public struct CSVProblem: Hashable, Sendable, CustomStringConvertible {
    /// Why a row could not be read.
    public enum Reason: Hashable, Sendable {
        /// The file has no bytes at all.
        case emptyFile
        /// The file has only blank lines (or a byte order mark): no header row.
        case noHeader
        /// A quoted field is opened but the file ends before its closing quote.
        case unterminatedQuote
        /// A `"` inside a field that does not start with one (`ab"c`); quote the whole field and double it.
        case quoteInUnquotedField(column: Int)
        /// Text between a closing quote and the next comma (`"ab"c`).
        case textAfterClosingQuote(column: Int)
        /// The row's field count differs from the header's column count.
        case fieldCount(expected: Int, found: Int)
        /// A field's bytes are not UTF-8.
        case invalidUTF8(column: Int)
        /// A header cell is empty.
        case emptyColumnName(column: Int)
        /// Two header cells name the same column (compared ignoring case and spaces).
        case duplicateColumnName(String)
    }

    /// The line the row starts on (1-based; a byte order mark does not count).
    public var line: Int
    /// Why it could not be read.
    public var reason: Reason

    /// A problem: `CSVProblem(line: 1, reason: .emptyFile)`.
    public init(line: Int, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// `line N: <reason>`, the form every report of a bad row uses.
    public var description: String { "line \(line): \(message)" }

    /// The reason in words, without the line.
    public var message: String {
        switch reason {
        case .emptyFile:
            "the file is empty (0 bytes); it needs a header row naming the columns"
        case .noHeader:
            "the file has no header row, only blank lines"
        case .unterminatedQuote:
            "a quoted field starts on this line and is never closed; the file ends inside the quotes"
        case .quoteInUnquotedField(let column):
            "column \(column) has a '\"' inside an unquoted field; quote the whole field and double the quote "
                + "(\"a \"\"b\"\" c\")"
        case .textAfterClosingQuote(let column):
            "column \(column) has text after its closing quote; a quoted field must end at a comma or line end"
        case .fieldCount(let expected, let found):
            "\(found) field\(found == 1 ? "" : "s"), but the header has \(expected) column\(expected == 1 ? "" : "s")"
        case .invalidUTF8(let column):
            "column \(column) is not UTF-8 text; save the file as UTF-8"
        case .emptyColumnName(let column):
            "column \(column) of the header has no name"
        case .duplicateColumnName(let name):
            "the header names the column '\(name)' twice"
        }
    }
}
