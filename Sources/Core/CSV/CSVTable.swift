/// What ``CSVReader`` read from a file: the header row, the records that parsed, and every problem found.
///
/// A reader of a table decides what a problem means; the candidates import, for one, imports nothing
/// while ``problems`` is not empty. Records keep the line they start on, so any later check (a missing
/// value, a duplicate email) can name the line too.
///
/// ```swift
/// let table = CSVReader.read(Data("name,email\nAda,ada@example.com\n".utf8))
/// table.header                                      // ["name", "email"]
/// table.records[0].line                             // 2
/// table.records[0][table.column(named: "email")!]   // "ada@example.com"
/// table.problems                                    // []
/// ```
public struct CSVTable: Hashable, Sendable {
    /// The column names from the first row, as written (not trimmed or lowercased).
    public var header: [String]
    /// The records after the header that parsed, each with as many fields as the header has.
    public var records: [CSVRecord]
    /// Every row that could not be read, in file order. Bad rows are not in ``records``.
    public var problems: [CSVProblem]

    /// A table: `CSVTable(header: ["name"], records: [], problems: [])`.
    public init(header: [String], records: [CSVRecord], problems: [CSVProblem]) {
        self.header = header
        self.records = records
        self.problems = problems
    }

    /// The index of the column whose name matches `name`, ignoring case and surrounding spaces.
    ///
    /// ```swift
    /// table.column(named: "Email")   // 1 for a header "name, email"
    /// ```
    public func column(named name: String) -> Int? {
        let wanted = Self.normalizedColumnName(name)
        return header.firstIndex { Self.normalizedColumnName($0) == wanted }
    }

    /// How column names are compared: trimmed of spaces and lowercased.
    public static func normalizedColumnName(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }
}

/// One row of a CSV file: its fields, and the line of the file it starts on (1-based).
public struct CSVRecord: Hashable, Sendable {
    /// The line the record starts on; a quoted field with line breaks makes a record span several.
    public var line: Int
    /// The values, unquoted, in column order.
    public var fields: [String]

    /// A record: `CSVRecord(line: 2, fields: ["Ada", "ada@example.com"])`.
    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }

    /// The field in column `index`: `record[1]`.
    public subscript(index: Int) -> String { fields[index] }
}
