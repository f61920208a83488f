/// Columns counted in UTF-16 code units, the unit SARIF defines, for diagnostics whose columns count UTF-8 bytes.
///
/// Only lines with non-ASCII bytes before the column differ, so the map holds only those locations; a reporter
/// that wants UTF-16 asks the map first and falls back to the diagnostic's own column:
///
/// ```swift
/// let columns = UTF16Columns.of(diagnostics, in: context)
/// let column = columns[location] ?? location.column
/// ```
enum UTF16Columns {
    /// The UTF-16 column of every location (diagnostics and notes) in the context's files whose UTF-8 column
    /// differs. Only files that have a diagnostic are read again.
    static func of(_ diagnostics: [Diagnostic], in context: RuleContext) -> [SourceLocation: Int] {
        var locationsByPath: [String: [SourceLocation]] = [:]
        for diagnostic in diagnostics {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                if let location { locationsByPath[location.path, default: []].append(location) }
            }
        }
        guard !locationsByPath.isEmpty else { return [:] }
        var columns: [SourceLocation: Int] = [:]
        for (file, source) in context.files.enumerated() {
            guard let locations = locationsByPath[source.path] else { continue }
            let bytes = context.bytes(of: file)
            let lines = LineTable(bytes: bytes)
            for location in locations {
                guard let start = lines.start(ofLine: location.line) else { continue }
                let column = utf16Column(of: bytes, lineStart: start, utf8Column: location.column)
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
