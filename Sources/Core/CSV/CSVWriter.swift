/// Writes RFC 4180 CSV that ``CSVReader`` (and any spreadsheet) reads back to the same fields.
///
/// A field is quoted when it holds a comma, a quote, a line break, or leading or trailing spaces, or
/// when it is the only, empty, field of a row (an empty line would read back as no row at all); quotes
/// inside are doubled. Rows end in CRLF, as the RFC says. Values are written as they are: a spreadsheet
/// may read a field starting with `=` as a formula, which the round trip requires us not to alter.
///
/// ```swift
/// CSVWriter.document(header: ["name", "note"], rows: [["Ada", "says \"hi\", twice"]])
/// // "name,note\r\nAda,\"says \"\"hi\"\", twice\"\r\n"
/// ```
public enum CSVWriter {
    /// The header and every row, each ending in CRLF.
    public static func document(header: [String], rows: [[String]]) -> String {
        var text = line(header)
        for row in rows { text += line(row) }
        return text
    }

    /// One row with its CRLF.
    public static func line(_ fields: [String]) -> String {
        if fields.count == 1, fields[0].isEmpty { return "\"\"\r\n" }
        return fields.map(escaped).joined(separator: ",") + "\r\n"
    }

    /// `field` as it appears in a row: as it is, or quoted with its quotes doubled.
    public static func escaped(_ field: String) -> String {
        let needsQuotes =
            field.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
            || field.first == " " || field.last == " "
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
