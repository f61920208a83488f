/// A place in a source file, as a compiler reports it.
///
/// `line` and `column` are 1-based; `column` counts UTF-8 bytes from the start of the line, as `swiftc` does,
/// so Xcode and editors land on the same character. `path` is printed as given: an absolute or relative path
/// for the linter, a `#fileID` (`Module/File.swift`) for the analyser.
///
/// ```swift
/// let here = SourceLocation(path: "App/Wiring.swift", line: 12, column: 5)
/// here.compilerStyle  // "App/Wiring.swift:12:5"
/// ```
public struct SourceLocation: Hashable, Comparable, Sendable, Codable {
    /// The file as it will be printed.
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    ///
    /// ```swift
    /// SourceLocation(path: #fileID, line: #line, column: #column)
    /// ```
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the way compilers print a place and editors jump to it. The path is printed with
    /// its control characters escaped (``DiagnosticText/escapingControlCharacters(_:)``), so it stays on one line.
    public var compilerStyle: String {
        "\(DiagnosticText.escapingControlCharacters(path)):\(line):\(column)"
    }

    /// Orders by path, then line, then column: the order diagnostics are printed in.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
