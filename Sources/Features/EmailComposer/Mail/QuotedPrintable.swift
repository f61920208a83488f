import Foundation

/// RFC 2045 section 6.7 quoted-printable, for message bodies: readable for ASCII text, exact for UTF-8.
enum QuotedPrintable {
    /// Encoded lines may hold at most 76 characters, the soft-break `=` included.
    static let maximumLineLength = 76

    /// Encodes `text`, whose lines are separated by `\n` (a `\r\n` is treated as one break), into lines
    /// joined by CRLF, with a final CRLF.
    static func encode(_ text: String) -> String {
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
        return normalized.split(separator: "\n", omittingEmptySubsequences: false)
            .map { encodeLine(Array($0.utf8)) }
            .joined(separator: "\r\n") + "\r\n"
    }

    /// One source line, with soft line breaks (`=` CRLF) where it would grow too long.
    static func encodeLine(_ bytes: [UInt8]) -> String {
        var lines: [String] = []
        var current = ""
        for (index, byte) in bytes.enumerated() {
            let isLast = index == bytes.count - 1
            let token = token(for: byte, atEndOfLine: isLast)
            // Leave room for the soft-break `=`, unless this token ends the line.
            let limit = isLast ? maximumLineLength : maximumLineLength - 1
            if current.utf8.count + token.utf8.count > limit {
                lines.append(current + "=")
                current = ""
            }
            current += token
        }
        lines.append(current)
        return lines.joined(separator: "\r\n")
    }

    /// A byte as itself when that is safe, else `=XX`. Spaces and tabs ending a line must be encoded, or
    /// transports may strip them.
    private static func token(for byte: UInt8, atEndOfLine: Bool) -> String {
        let isLiteral = (0x21...0x7E).contains(byte) && byte != UInt8(ascii: "=")
        let isInnerSpace = (byte == 0x20 || byte == 0x09) && !atEndOfLine
        if isLiteral || isInnerSpace { return String(UnicodeScalar(byte)) }
        let hex = Array("0123456789ABCDEF")
        return "=" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
    }
}
