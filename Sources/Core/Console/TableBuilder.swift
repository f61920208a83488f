/// A ``Table`` filled one cell at a time and laid out once, its cells kept as escaped UTF-8 bytes in one
/// buffer: how a listing of 100,000 rows is printed without a `String` per cell.
///
/// Each cell is escaped and measured as it is appended (one cell, one line: a stored line break or control
/// character is shown escaped, never obeyed); the layout is ``Table``'s: columns two spaces apart, padded to
/// the widest cell, the last one not padded, no trailing spaces.
///
/// ```swift
/// var table = TableBuilder(columns: ["ID", "NAME"])
/// table.append("c1")
/// table.append("Ada Lovelace")
/// table.endRow()
/// console.print(table.rendered())
/// // ID  NAME
/// // c1  Ada Lovelace
/// ```
public struct TableBuilder {
    /// Every cell's escaped UTF-8 bytes, one after another, the header's first.
    private var bytes: [UInt8] = []
    /// Where each cell's bytes end in `bytes`.
    private var cellEnds: [Int] = []
    /// How many columns each cell takes on a terminal.
    private var cellWidths: [Int] = []
    /// Where each row's cells end in `cellEnds`; row 0 is the header.
    private var rowEnds: [Int] = []
    /// The widest cell of each column.
    private var widths: [Int] = []
    /// The column the next cell goes in.
    private var column = 0

    /// A table with these header cells and no rows yet.
    public init(columns: [String]) {
        for header in columns { append(header) }
        endRow()
    }

    /// How many rows have been ended, the header not counted.
    public var rowCount: Int { rowEnds.count - 1 }

    /// Appends `text` as the next cell of the current row.
    public mutating func append(_ text: String) {
        appendCell { text.appendUTF8(to: &$0) }
    }

    /// Appends text given as UTF-8 bytes (read from the store, say) as the next cell; bytes that are not valid
    /// UTF-8 are shown as U+FFFD, as `String(decoding:as:)` does.
    public mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
        appendCell { $0.append(contentsOf: text) }
    }

    /// Appends `prefix` followed by the decimal digits of `number` as the next cell: an id such as `c42`
    /// (`table.append("c", 42)`) without a `String` made for it.
    public mutating func append(_ prefix: String, _ number: Int) {
        appendCell { bytes in
            prefix.appendUTF8(to: &bytes)
            // The digits are written last first, from the end of a buffer on the stack, then appended as a block.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
                var start = digits.count
                var rest = number.magnitude
                repeat {
                    start -= 1
                    digits[start] = ASCII.zero + UInt8(truncatingIfNeeded: rest % 10)
                    rest /= 10
                } while rest > 0
                if number < 0 { bytes.append(ASCII.hyphen) }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
            }
        }
    }

    /// Appends the bytes `write` adds to the buffer it is given, as the next cell: for text written digit by
    /// digit, such as a time (``TimeDisplay/appendText(_:to:)``).
    public mutating func appendCell(writing write: (inout [UInt8]) -> Void) {
        let start = bytes.count
        write(&bytes)
        var width = bytes.count - start
        // Printable ASCII (the common case, worth a shortcut in a table of 100,000 rows) needs no escaping and
        // takes one column per byte; anything else goes through the same escaping and measuring as a String.
        let isPrintableASCII = bytes.withUnsafeBufferPointer { buffer in
            PrintableASCII.firstOtherByte(in: buffer, from: start) == buffer.count
        }
        if !isPrintableASCII {
            let cell = TextSafety.escaped(String(decoding: bytes[start...], as: UTF8.self))
            bytes.removeSubrange(start...)
            cell.appendUTF8(to: &bytes)
            // Counting Characters walks grapheme clusters; ASCII text (no CR LF pair is left after escaping) has
            // one per byte.
            width = cell.containsUTF8Byte { $0 >= 0x80 } ? cell.count : cell.utf8.count
        }
        cellEnds.append(bytes.count)
        cellWidths.append(width)
        if column == widths.count { widths.append(0) }
        widths[column] = max(widths[column], width)
        column += 1
    }

    /// Ends the current row; a row shorter than others is shown with empty cells at its end.
    public mutating func endRow() {
        rowEnds.append(cellEnds.count)
        column = 0
    }

    /// The table as lines joined by newlines (no trailing newline): the header, then one line per row.
    public func rendered() -> String {
        String(decoding: renderedUTF8(), as: UTF8.self)
    }

    /// ``rendered()`` as UTF-8 bytes.
    public func renderedUTF8() -> [UInt8] {
        let lineWidth = widths.reduce(0, +) + 2 * max(0, widths.count - 1)
        // Every line fits in its cells' bytes plus the padding and separators of the widest line, and the
        // buffer starts as spaces, so padding is skipped over rather than written: past `end` there are only
        // spaces, and trimming a line's trailing spaces keeps it so.
        var output = [UInt8](repeating: ASCII.space, count: bytes.count + rowEnds.count * (lineWidth + 1))
        var end = 0
        output.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { bytes in
                var cell = 0
                var cellStart = 0
                for (row, rowEnd) in rowEnds.enumerated() {
                    if row > 0 {
                        output[end] = ASCII.lineFeed
                        end += 1
                    }
                    let lineStart = end
                    var column = 0
                    while cell < rowEnd {
                        if column > 0 { end += 2 }
                        let cellEnd = cellEnds[cell]
                        let count = cellEnd - cellStart
                        if count > 0 {
                            (output.baseAddress! + end).update(from: bytes.baseAddress! + cellStart, count: count)
                        }
                        end += count
                        if column < widths.count - 1 { end += widths[column] - cellWidths[cell] }
                        cellStart = cellEnd
                        cell += 1
                        column += 1
                    }
                    // Empty trailing cells (and a last cell ending in spaces) would otherwise leave spaces.
                    while end > lineStart, output[end - 1] == ASCII.space { end -= 1 }
                }
            }
        }
        output.removeSubrange(end...)
        return output
    }
}
