/// Columns counted in UTF-16 code units, the unit SARIF defines, for diagnostics whose columns count UTF-8 bytes.
///
/// Only lines with non-ASCII bytes before the column differ, so the map holds only those locations; a reporter
/// that wants UTF-16 asks the map first and falls back to the diagnostic's own column:
///
/// ```swift
/// let columns = UTF16Columns.of(diagnostics, in: sources)
/// let column = columns[location] ?? location.column
/// ```
enum UTF16Columns {
    /// The UTF-16 column of every location (diagnostics and notes) in `sources` whose UTF-8 column differs.
    /// A line table is built only for files that have a diagnostic.
    static func of(_ diagnostics: [Diagnostic], in sources: [SourceFile]) -> [SourceLocation: Int] {
        var locationsByPath: [String: [SourceLocation]] = [:]
        for diagnostic in diagnostics {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                if let location { locationsByPath[location.path, default: []].append(location) }
            }
        }
        guard !locationsByPath.isEmpty else { return [:] }
        var columns: [SourceLocation: Int] = [:]
        for source in sources {
            guard let locations = locationsByPath[source.path] else { continue }
            let lines = LineTable(bytes: source.bytes)
            for location in locations {
                guard let start = lines.start(ofLine: location.line) else { continue }
                let column = utf16Column(of: source.bytes, lineStart: start, utf8Column: location.column)
                if column != location.column { columns[location] = column }
            }
        }
        return columns
    }

    /// Counts the UTF-16 code units of the bytes before the column: one per scalar's lead byte, two for a
    /// four-byte scalar (outside the Basic Multilingual Plane). An invalid byte counts as one unit, as a
    /// replacement character would.
    static func utf16Column(of bytes: [UInt8], lineStart: Int, utf8Column: Int) -> Int {
        let end = min(bytes.count, lineStart + utf8Column - 1)
        guard lineStart < end else { return utf8Column }
        var units = 0
        for index in lineStart..<end {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { units += 1 }
            if byte >= 0xF0 { units += 1 }
        }
        return units + 1 + max(0, lineStart + utf8Column - 1 - end)
    }
}
