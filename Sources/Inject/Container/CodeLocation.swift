/// A place in the user's source code, as captured by `#fileID`, `#filePath`, `#line` and `#column`.
///
/// Every registration and every `@Injected` property remembers where it was written, so reports point at
/// the user's declaration and not at Inject's own files:
///
/// ```swift
/// let location = CodeLocation(fileID: "App/Composition.swift", line: 12, column: 5)
/// print(location)  // App/Composition.swift:12:5
/// ```
///
/// Two locations are equal when their `fileID`, `line` and `column` are: ``filePath`` is extra detail (where the
/// file is on the machine that compiled it), not part of the identity.
public struct CodeLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file as `#fileID` spells it: `Module/File.swift`.
    public var fileID: String
    /// The file as `#filePath` spells it (an absolute path on the machine that built it), when it was captured:
    /// what an editor or Xcode needs to open the file. Nil for a location made by hand without one.
    public var filePath: String?
    /// 1-based line number: `location.line`.
    public var line: Int
    /// 1-based column, as the compiler counts it (UTF-8 bytes): `location.column`.
    public var column: Int

    /// Creates a location; normally Inject captures it for you from default arguments.
    ///
    /// ```swift
    /// let here = CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    /// ```
    public init(fileID: String, filePath: String? = nil, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Whether both name the same place (`filePath` is not compared; see the type's discussion).
    ///
    /// ```swift
    /// CodeLocation(fileID: "A/B.swift", filePath: "/src/A/B.swift", line: 1, column: 2)
    ///     == CodeLocation(fileID: "A/B.swift", line: 1, column: 2)  // true
    /// ```
    public static func == (lhs: CodeLocation, rhs: CodeLocation) -> Bool {
        (lhs.fileID, lhs.line, lhs.column) == (rhs.fileID, rhs.line, rhs.column)
    }

    /// Hashes what ``==(_:_:)`` compares.
    ///
    /// ```swift
    /// let seen: Set<CodeLocation> = [location]
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
        hasher.combine(column)
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
