/// A place in the user's source code, as captured by `#fileID`, `#line` and `#column`.
///
/// Every registration and every `@Injected` property remembers where it was written, so reports point at
/// the user's declaration and not at Inject's own files:
///
/// ```swift
/// let location = CodeLocation(fileID: "App/Composition.swift", line: 12, column: 5)
/// print(location)  // App/Composition.swift:12:5
/// ```
public struct CodeLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file as `#fileID` spells it: `Module/File.swift`.
    public var fileID: String
    /// 1-based line number: `location.line`.
    public var line: Int
    /// 1-based column, as the compiler counts it (UTF-8 bytes): `location.column`.
    public var column: Int

    /// Creates a location; normally Inject captures it for you from default arguments.
    ///
    /// ```swift
    /// let here = CodeLocation(fileID: #fileID, line: #line, column: #column)
    /// ```
    public init(fileID: String, line: Int, column: Int) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// `fileID:line:column`, the prefix of a compiler diagnostic.
    ///
    /// ```swift
    /// "\(location)"  // "App/Composition.swift:12:5"
    /// ```
    public var description: String { "\(fileID):\(line):\(column)" }

    /// Orders by file, then line, then column: the order reports are printed in.
    ///
    /// ```swift
    /// let sorted = locations.sorted()
    /// ```
    public static func < (lhs: CodeLocation, rhs: CodeLocation) -> Bool {
        (lhs.fileID, lhs.line, lhs.column) < (rhs.fileID, rhs.line, rhs.column)
    }
}
