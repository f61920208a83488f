import Foundation

/// Reads RFC 4180 CSV: a header row naming the columns, then records, in one pass over the bytes.
///
/// Accepted: fields quoted with `"` holding commas, line breaks and doubled quotes (`""`); CRLF, LF or CR
/// line ends (mixed too); UTF-8 with or without a byte order mark; a missing final line end. Blank lines
/// carry no data and are skipped. Everything else is a ``CSVProblem`` naming the line: a quote left open,
/// a stray quote, a row with the wrong number of fields, bytes that are not UTF-8. The reader never stops
/// at the first bad row (except an unclosed quote, which swallows the rest of the file), so one run
/// reports them all. Time and memory are linear in the input, whatever its shape.
///
/// ```swift
/// let table = CSVReader.read(Data("name,note\nAda,\"line one\nline two, with a comma\"\n".utf8))
/// table.records[0].fields   // ["Ada", "line one\nline two, with a comma"]
/// ```
public enum CSVReader {
    /// Parses `data`; never throws: every problem is in the table's ``CSVTable/problems``.
    public static func read(_ data: Data) -> CSVTable {
        guard !data.isEmpty else {
            return CSVTable(header: [], records: [], problems: [CSVProblem(line: 1, reason: .emptyFile)])
        }
        return data.withUnsafeBytes { raw in
            var scanner = CSVScanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.table()
        }
    }
}

/// The byte loop behind ``CSVReader``: one record at a time, one byte at a time, never looking back.
struct CSVScanner {
    private enum Byte {
        static let quote = UInt8(ascii: "\"")
        static let comma = UInt8(ascii: ",")
        static let lineFeed = UInt8(ascii: "\n")
        static let carriageReturn = UInt8(ascii: "\r")
        static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The index of the next byte to read.
    private var position = 0
    /// The line `position` is on (1-based).
    private var line = 1
    /// The bytes of the field being read; kept across fields so its capacity is reused.
    private var field: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.starts(with: Byte.byteOrderMark) { position = Byte.byteOrderMark.count }
    }

    mutating func table() -> CSVTable {
        var problems: [CSVProblem] = []
        var header: [String]?
        var records: [CSVRecord] = []
        while let row = nextRow() {
            if let problem = row.problem {
                problems.append(problem)
                if header == nil { header = [] }  // a broken header row still is the header row
                continue
            }
            guard let columns = header else {
                header = row.fields
                problems += Self.headerProblems(row.fields, line: row.line)
                continue
            }
            guard row.fields.count == columns.count else {
                problems.append(
                    CSVProblem(line: row.line, reason: .fieldCount(expected: columns.count, found: row.fields.count)))
                continue
            }
            records.append(CSVRecord(line: row.line, fields: row.fields))
        }
        if header == nil { problems.append(CSVProblem(line: 1, reason: .noHeader)) }
        return CSVTable(header: header ?? [], records: records, problems: problems)
    }

    private static func headerProblems(_ names: [String], line: Int) -> [CSVProblem] {
        var problems: [CSVProblem] = []
        var seen = Set<String>()
        for (index, name) in names.enumerated() {
            let key = CSVTable.normalizedColumnName(name)
            if key.isEmpty {
                problems.append(CSVProblem(line: line, reason: .emptyColumnName(column: index + 1)))
            } else if !seen.insert(key).inserted {
                problems.append(CSVProblem(line: line, reason: .duplicateColumnName(name)))
            }
        }
        return problems
    }

    /// One row read: its fields, or the first problem in it.
    private struct Row {
        var line: Int
        var fields: [String]
        var problem: CSVProblem?
    }

    /// The next non-blank row, or `nil` at the end of the input.
    private mutating func nextRow() -> Row? {
        while position < bytes.count, isLineEnd(bytes[position]) { consumeLineEnd() }
        guard position < bytes.count else { return nil }
        var row = Row(line: line, fields: [])
        while true {
            let column = row.fields.count + 1
            let reason: CSVProblem.Reason? =
                bytes[position] == Byte.quote ? readQuotedField(column: column) : readUnquotedField(column: column)
            if reason == .unterminatedQuote {
                row.problem = CSVProblem(line: row.line, reason: .unterminatedQuote)
                return row
            }
            if let reason, row.problem == nil { row.problem = CSVProblem(line: row.line, reason: reason) }
            if row.problem == nil {
                if Self.isValidUTF8(field) {
                    row.fields.append(String(decoding: field, as: UTF8.self))
                } else {
                    row.problem = CSVProblem(line: row.line, reason: .invalidUTF8(column: column))
                }
            }
            // The field ends at a comma (another follows), a line end or the end of the input.
            guard position < bytes.count else { return row }
            if bytes[position] == Byte.comma {
                position += 1
                if position == bytes.count || isLineEnd(bytes[position]) {
                    // A trailing comma: one more, empty, field.
                    field.removeAll(keepingCapacity: true)
                    row.fields.append("")
                    if position < bytes.count { consumeLineEnd() }
                    return row
                }
                continue
            }
            consumeLineEnd()
            return row
        }
    }

    /// Reads up to the next comma or line end into ``field``. A quote in it is a problem (kept as text).
    private mutating func readUnquotedField(column: Int) -> CSVProblem.Reason? {
        field.removeAll(keepingCapacity: true)
        var reason: CSVProblem.Reason?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == Byte.comma || isLineEnd(byte) { break }
            if byte == Byte.quote, reason == nil { reason = .quoteInUnquotedField(column: column) }
            field.append(byte)
            position += 1
        }
        return reason
    }

    /// Reads a quoted field (``position`` is at its opening quote) into ``field``, unquoted, and skips any
    /// text after the closing quote up to the next comma or line end, reporting it.
    private mutating func readQuotedField(column: Int) -> CSVProblem.Reason? {
        field.removeAll(keepingCapacity: true)
        position += 1
        while true {
            guard position < bytes.count else { return .unterminatedQuote }
            let byte = bytes[position]
            if byte == Byte.quote {
                if position + 1 < bytes.count, bytes[position + 1] == Byte.quote {
                    field.append(Byte.quote)
                    position += 2
                    continue
                }
                position += 1
                break
            }
            if byte == Byte.lineFeed || (byte == Byte.carriageReturn && !isFollowedByLineFeed(position)) {
                line += 1
            }
            field.append(byte)
            position += 1
        }
        guard position < bytes.count, bytes[position] != Byte.comma, !isLineEnd(bytes[position]) else { return nil }
        while position < bytes.count, bytes[position] != Byte.comma, !isLineEnd(bytes[position]) { position += 1 }
        return .textAfterClosingQuote(column: column)
    }

    /// Whether `bytes` are well-formed UTF-8 (`String(validating:)` needs macOS 15; this works everywhere).
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        if bytes.allSatisfy({ $0 < 0x80 }) { return true }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    private func isLineEnd(_ byte: UInt8) -> Bool {
        byte == Byte.lineFeed || byte == Byte.carriageReturn
    }

    private func isFollowedByLineFeed(_ index: Int) -> Bool {
        index + 1 < bytes.count && bytes[index + 1] == Byte.lineFeed
    }

    /// Skips one line end (CRLF, LF or CR) at ``position`` and counts the line.
    private mutating func consumeLineEnd() {
        position += bytes[position] == Byte.carriageReturn && isFollowedByLineFeed(position) ? 2 : 1
        line += 1
    }
}
