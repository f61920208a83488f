/// A parsed JSON value that remembers where it starts in the file, so configuration errors can point at the
/// exact line and column of the offending key or value.
///
/// ```swift
/// let node = try JSONParser.parse(Array(#"{"rules": {"cycle": "off"}}"#.utf8))
/// if case .object(let members) = node.value { members[0].key.text }  // "rules"
/// ```
struct JSONNode: Sendable {
    /// An object key and where it is written.
    struct Key: Sendable {
        var text: String
        var line: Int
        var column: Int
    }

    enum Value: Sendable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case array([JSONNode])
        /// Members in file order; duplicates are kept so the loader can report them.
        case object([(key: Key, value: JSONNode)])
    }

    var value: Value
    /// 1-based line of the value's first byte.
    var line: Int
    /// 1-based column (UTF-8 bytes) of the value's first byte.
    var column: Int

    /// The value's JSON type, as an error message names it ("a string", "an object").
    var kindDescription: String {
        switch value {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
