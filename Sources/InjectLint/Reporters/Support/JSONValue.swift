/// A JSON document built in memory and printed with a fixed layout, so reporter output is byte-for-byte stable
/// across platforms and toolchains (golden files compare it exactly).
///
/// ```swift
/// let value: JSONValue = .object([("rule", .string("cycle")), ("line", .number(12))])
/// print(value.rendered())
/// // {
/// //   "rule" : "cycle",
/// //   "line" : 12
/// // }
/// ```
enum JSONValue: Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Keys keep the order given: reporters choose a reading order, not an alphabetical one.
    case object([(String, JSONValue)])

    /// The value pretty-printed with two-space indentation and a trailing newline.
    func rendered() -> String {
        var output = ""
        write(to: &output, indent: 0)
        output.append("\n")
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .string(let text):
            JSONValue.writeString(text, to: &output)
        case .number(let number):
            output.append(String(number))
        case .bool(let flag):
            output.append(flag ? "true" : "false")
        case .null:
            output.append("null")
        case .array(let elements):
            guard !elements.isEmpty else { return output.append("[]") }
            output.append("[\n")
            for (index, element) in elements.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                element.write(to: &output, indent: indent + 1)
                output.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "]")
        case .object(let members):
            guard !members.isEmpty else { return output.append("{}") }
            output.append("{\n")
            for (index, (key, value)) in members.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                JSONValue.writeString(key, to: &output)
                output.append(" : ")
                value.write(to: &output, indent: indent + 1)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "}")
        }
    }

    /// Escapes what RFC 8259 requires (quote, backslash, control characters) and nothing else: non-ASCII text
    /// stays readable UTF-8, and `/` is not escaped so paths read as paths.
    private static func writeString(_ text: String, to output: inout String) {
        output.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
