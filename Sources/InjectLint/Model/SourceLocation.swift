/// A place in a source file, as a compiler reports it.
///
/// `line` and `column` are 1-based; `column` counts UTF-8 bytes from the start of the line,
/// as `swiftc` does, so Xcode and editors land on the same character.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable {
    /// The file's path as it will be printed (absolute unless the user asked otherwise).
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the way compilers print a place and editors jump to it.
    var compilerStyle: String {
        "\(path):\(line):\(column)"
    }

    /// Orders by path, then line, then column: the order diagnostics are printed in.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
