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
        // One cell, one line: a stored line break or control character is shown escaped, never obeyed.
        let lines = ([columns] + rows).map { $0.map { TextSafety.escaped($0) } }
        let columnCount = lines.map(\.count).max() ?? 0
        let cells = lines.map { line in line + Array(repeating: "", count: columnCount - line.count) }
        let widths = (0..<columnCount).map { column in cells.map { $0[column].count }.max() ?? 0 }
        return cells.map { line in
            var text = ""
            for (column, cell) in line.enumerated() {
                if column > 0 { text += "  " }
                text += cell
                if column < columnCount - 1 {
                    text += String(repeating: " ", count: widths[column] - cell.count)
                }
            }
            return trimmingTrailingSpaces(text)
        }.joined(separator: "\n")
    }

    /// Empty trailing cells would otherwise leave padding at the end of a line.
    private func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
