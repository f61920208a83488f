/// A place in a source file, as a compiler reports it: the one location type of the linter and the analyser (which
/// calls it `CodeLocation`, and fills it from `#fileID`, `#filePath`, `#line` and `#column`).
///
/// `line` and `column` are 1-based; `column` counts UTF-8 bytes from the start of the line, as `swiftc` does,
/// so Xcode and editors land on the same character. `path` is printed as given: an absolute or relative path
/// for the linter, a `#fileID` (`Module/File.swift`) for the analyser.
///
/// ```swift
/// let here = SourceLocation(path: "App/Wiring.swift", line: 12, column: 5)
/// here.compilerStyle  // "App/Wiring.swift:12:5"
/// ```
///
/// Two locations are equal when their `path`, `line` and `column` are: ``filePath`` is extra detail (where the
/// file is on the machine that compiled it), not part of the identity.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The file as it will be printed.
    public var path: String
    /// The file as `#filePath` spells it (an absolute path on the machine that built it), when the analyser captured
    /// it: what an editor needs to open the file. Nil for the linter's locations and for one made by hand.
    public var filePath: String?
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    ///
    /// ```swift
    /// SourceLocation(path: "Sources/App/Wiring.swift", line: 12, column: 5)
    /// ```
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// Creates a location from what Swift captures; normally Inject captures it for you from default arguments.
    ///
    /// ```swift
    /// let here = CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    /// ```
    public init(fileID: String, filePath: String? = nil, line: Int, column: Int) {
        self.init(path: fileID, line: line, column: column)
        self.filePath = filePath
    }

    /// The file as `#fileID` spells it (`Module/File.swift`): the analyser's name for ``path``.
    ///
    /// ```swift
    /// finding.location?.fileID  // "App/Wiring.swift"
    /// ```
    public var fileID: String {
        get { path }
        set { path = newValue }
    }

    /// `path:line:column`, as given (``compilerStyle`` escapes control characters for printing).
    ///
    /// ```swift
    /// "\(location)"  // "App/Composition.swift:12:5"
    /// ```
    public var description: String { "\(path):\(line):\(column)" }

    /// `path:line:column`, the way compilers print a place and editors jump to it. The path is printed with
    /// its control characters escaped (``DiagnosticText/escapingControlCharacters(_:)``), so it stays on one line.
    public var compilerStyle: String {
        "\(DiagnosticText.escapingControlCharacters(path)):\(line):\(column)"
    }

    /// Whether both name the same place (``filePath`` is not compared).
    ///
    /// ```swift
    /// CodeLocation(fileID: "A/B.swift", filePath: "/src/A/B.swift", line: 1, column: 2)
    ///     == CodeLocation(fileID: "A/B.swift", line: 1, column: 2)  // true
    /// ```
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) == (rhs.path, rhs.line, rhs.column)
    }

    /// Hashes what ``==(_:_:)`` compares.
    ///
    /// ```swift
    /// let seen: Set<SourceLocation> = [location]
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(line)
        hasher.combine(column)
    }

    /// Orders by path, then line, then column: the order diagnostics are printed in.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
