/// A service as both tools name it: a type and an optional registration name.
///
/// One spelling everywhere: the type in single quotes, the name after `named` as a Swift string literal.
///
/// ```swift
/// ServiceName("Store", name: "archive").quoted            // 'Store' named "archive"
/// ServiceName("Store").quoted                             // 'Store'
/// ServiceName("A & B").registrationSnippet                // container.register((A & B).self) { … }
/// ```
public struct ServiceName: Hashable, Comparable, Sendable {
    /// The type as printed: normalised by the caller (no `any`, no module qualifier).
    public var type: String
    /// The registration name, or `nil` for an unnamed registration.
    public var name: String?

    /// Creates a service name.
    public init(_ type: String, name: String? = nil) {
        self.type = type
        self.name = name
    }

    /// `'Store'`, or `'Store' named "archive"`, as messages and notes print it.
    public var quoted: String {
        "'\(type)'" + plainName
    }

    /// `Store`, or `Store named "archive"`: the same words without quotes, where a service stands bare (a graph
    /// node's label, a resolution path `A → Store named "archive" → A`).
    public var plain: String {
        type + plainName
    }

    private var plainName: String {
        name.map { " named " + Self.stringLiteral($0) } ?? ""
    }

    /// The expression that names the type's metatype, valid Swift for any type: `Store.self`, `(A & B).self`,
    /// `(any Store).self`, `(() -> Void).self`.
    public var metatypeExpression: String {
        Self.needsParentheses(type) ? "(\(type)).self" : "\(type).self"
    }

    /// The registration a fix asks for: `container.register(Store.self, name: "archive") { … }`.
    public var registrationSnippet: String {
        "container.register(\(metatypeExpression)" + (name.map { ", name: " + Self.stringLiteral($0) } ?? "")
            + ") { … }"
    }

    /// A dictionary key for the pair: the type alone, or type and name joined by a NUL, which neither contains.
    public var key: String {
        name.map { type + "\u{0}" + $0 } ?? type
    }

    /// By type, then unnamed before named, then by name.
    public static func < (lhs: ServiceName, rhs: ServiceName) -> Bool {
        if lhs.type != rhs.type { return lhs.type < rhs.type }
        return (lhs.name ?? "") < (rhs.name ?? "") || (lhs.name == nil && rhs.name != nil)
    }

    /// `"archive"`: the name as a Swift string literal, quotes and backslashes escaped, so a snippet can be pasted.
    public static func stringLiteral(_ name: String) -> String {
        var output = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// Whether `type.self` would parse differently from the whole type: a composition, an existential, a
    /// function type, or an opaque/some type.
    private static func needsParentheses(_ type: String) -> Bool {
        var depth = 0
        for scalar in type.unicodeScalars {
            switch scalar {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "&" where depth == 0, " " where depth == 0: return true
            case "-" where depth == 0: return true
            default: continue
            }
        }
        return false
    }
}
