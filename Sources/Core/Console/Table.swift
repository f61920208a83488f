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
        // One pass over the cells escapes each (one cell, one line: a stored line break or control character is
        // shown escaped, never obeyed) and measures it once; the second writes the lines into one byte buffer.
        var widths: [Int] = []
        var lines: [[Cell]] = []
        lines.reserveCapacity(rows.count + 1)
        var byteCount = 0
        func measure(_ line: [String]) {
            var cells: [Cell] = []
            cells.reserveCapacity(line.count)
            for (column, text) in line.enumerated() {
                let cell = Cell(TextSafety.escaped(text))
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], cell.width)
                byteCount += cell.text.utf8.count
                cells.append(cell)
            }
            lines.append(cells)
        }
        measure(columns)
        rows.forEach(measure)
        let lineWidth = widths.reduce(0, +) + 2 * max(0, widths.count - 1)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount + lines.count * (lineWidth + 1))
        for (index, cells) in lines.enumerated() {
            if index > 0 { bytes.append(ASCII.lineFeed) }
            let lineStart = bytes.count
            // A row shorter than the widest has empty cells at its end, which would print only spaces: stop.
            for column in cells.indices {
                if column > 0 { bytes.append(contentsOf: repeatElement(ASCII.space, count: 2)) }
                cells[column].text.appendUTF8(to: &bytes)
                if column < widths.count - 1 {
                    bytes.append(contentsOf: repeatElement(ASCII.space, count: widths[column] - cells[column].width))
                }
            }
            // Empty trailing cells (and a last cell ending in spaces) would otherwise leave spaces at the end.
            while bytes.count > lineStart, bytes.last == ASCII.space { bytes.removeLast() }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An escaped cell and how many columns it takes on a terminal (its `Character`s).
    private struct Cell {
        var text: String
        var width: Int

        init(_ text: String) {
            self.text = text
            // Counting Characters walks grapheme clusters; ASCII text (no CR LF pair left after escaping) has
            // one per byte, which is the common case worth a shortcut in a table of 100,000 rows.
            width = text.containsUTF8Byte { $0 >= 0x80 } ? text.count : text.utf8.count
        }
    }
}
