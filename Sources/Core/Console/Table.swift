/// Rows of text in aligned columns, for listings.
///
/// Columns are separated by two spaces and padded to the widest cell; the last column is not padded, so lines
/// carry no trailing spaces.
///
/// ```swift
/// let table = Table(columns: ["ID", "NAME"], rows: [["c1", "Ada Lovelace"], ["c10", "Alan Turing"]])
/// console.print(table.rendered())
/// // ID   NAME
/// // c1   Ada Lovelace
/// // c10  Alan Turing
/// ```
public struct Table: Hashable, Sendable {
    /// The header cells.
    public var columns: [String]
    /// The body; a row shorter than ``columns`` is padded with empty cells, extra cells are kept.
    public var rows: [[String]]

    /// A table: `Table(columns: ["ID", "NAME"], rows: [["c1", "Ada"]])`.
    public init(columns: [String], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }

    /// The table as lines joined by newlines (no trailing newline): the header, then one line per row.
    public func rendered() -> String {
        var builder = TableBuilder(columns: columns)
        for row in rows {
            for cell in row { builder.append(cell) }
            builder.endRow()
        }
        return builder.rendered()
    }
}
