/// One RFC 5545 content line (`NAME;PARAM=value:value`), with the format's escaping and folding rules.
struct ContentLine {
    /// Lines longer than this many octets are folded (RFC 5545 section 3.1).
    static let maximumOctets = 75

    var name: String
    var parameters: [(String, String)] = []
    /// The value, already escaped where its type needs it (see ``escapedText(_:)``).
    var value: String

    /// `name;p=v:value`, folded into CRLF-separated physical lines (without a final CRLF).
    var rendered: String {
        let parameterText = parameters.map { ";\($0.0)=\(Self.parameterValue($0.1))" }.joined()
        return Self.fold("\(name)\(parameterText):\(value)")
    }

    /// A TEXT value (section 3.3.11): backslash, semicolon and comma are escaped, and line breaks become `\n`.
    static func escapedText(_ text: String) -> String {
        var escaped = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\r": escaped += "\\n"
            case "\n": if !previousWasCR { escaped += "\\n" }
            default:
                // Other control characters are not allowed in TEXT; a space keeps the words apart.
                escaped += scalar.value < 0x20 && scalar != "\t" ? " " : String(scalar)
            }
        }
        return escaped
    }

    /// A parameter value (section 3.2): quoted when it contains `:`, `;` or `,`. A double quote cannot
    /// appear at all, so it becomes a single quote; control characters become spaces.
    static func parameterValue(_ text: String) -> String {
        let cleaned = String(
            text.unicodeScalars.map { scalar -> Character in
                scalar == "\"" ? "'" : scalar.value < 0x20 ? " " : Character(scalar)
            })
        return cleaned.contains(where: { ":;,".contains($0) }) ? "\"\(cleaned)\"" : cleaned
    }

    /// Splits `line` into chunks of at most 75 octets, continuation lines starting with one space, without
    /// cutting a UTF-8 sequence.
    static func fold(_ line: String) -> String {
        var lines: [String] = []
        var current = ""
        var currentOctets = 0
        for scalar in line.unicodeScalars {
            let octets = String(scalar).utf8.count
            if currentOctets + octets > maximumOctets {
                lines.append(current)
                current = " "
                currentOctets = 1
            }
            current.unicodeScalars.append(scalar)
            currentOctets += octets
        }
        lines.append(current)
        return lines.joined(separator: "\r\n")
    }
}
