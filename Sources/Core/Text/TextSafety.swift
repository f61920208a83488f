/// Keeps text that could take over a terminal or break a line-based format out of the app: what people type
/// is checked on the way in (``check(_:field:)``), and anything stored earlier is escaped on the way out
/// (``escaped(_:keepingLineBreaks:)``).
///
/// Refused: the C0 control characters except tab (so also CR and LF: one field is one line), DEL, the C1
/// controls (U+0080–U+009F, which some terminals obey like ESC sequences), and the bidirectional overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069), which reorder what a reader sees.
///
/// ```swift
/// try TextSafety.check(name, field: "name")       // usage error for "Ada\u{1B}]0;pwned\u{07}"
/// print(TextSafety.escaped("Ada\u{1B}[2J"))        // Ada\u001B[2J
/// ```
public enum TextSafety {
    /// Whether `scalar` is refused in a field.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Throws a usage error naming `field`, the first forbidden character and where it is.
    public static func check(_ text: String, field: String) throws(AppError) {
        for (offset, scalar) in text.unicodeScalars.enumerated() where isForbidden(scalar) {
            throw AppError.usage(
                "the \(field) contains \(describe(scalar)) at character \(offset + 1), which is not allowed",
                hint: "retype the \(field) without it: fields may not hold control characters (line breaks included) "
                    + "or bidirectional overrides")
        }
    }

    /// `text` with every forbidden character written as `\uXXXX` (a JSON string stays valid and means the
    /// same); with `keepingLineBreaks`, LF and CR pass through, for output made of several lines.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
            isForbidden(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\r"))
        }
        // Clean text (a whole table of 100,000 lines, say) comes back as it is, without being copied scalar by
        // scalar: the line breaks a multi-line output keeps must not send it down the slow path. Its bytes are
        // looked at first, because decoding scalars costs more: only a byte that can start a forbidden
        // character (below 0x20, DEL, and the lead bytes of U+0080–U+009F and of U+2000–U+2FFF) needs a look
        // at the characters themselves.
        func mayNeedEscaping(_ byte: UInt8) -> Bool {
            switch byte {
            case ASCII.tab: false
            case ASCII.lineFeed, ASCII.carriageReturn: !keepingLineBreaks
            case 0x00..<0x20, ASCII.delete, UTF8Lead.c1Controls, UTF8Lead.generalPunctuation: true
            default: false
            }
        }
        // Printable ASCII, nearly every byte of a listing, is passed over eight bytes at a time: a call per byte
        // cost more than all the rest of printing a table of 100,000 rows.
        let suspect =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                var index = PrintableASCII.firstOtherByte(in: bytes)
                while index < bytes.count {
                    if mayNeedEscaping(bytes[index]) { return true }
                    index = PrintableASCII.firstOtherByte(in: bytes, from: index + 1)
                }
                return false
            } ?? text.utf8.contains(where: mayNeedEscaping)
        guard suspect, text.unicodeScalars.contains(where: needsEscaping) else {
            return text
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar) {
                result.append(contentsOf: hex(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// First bytes of the UTF-8 encodings of the forbidden characters above U+007F.
    private enum UTF8Lead {
        /// Starts U+0080–U+00BF, which holds the C1 controls.
        static let c1Controls: UInt8 = 0xC2
        /// Starts U+2000–U+2FFF, which holds the bidirectional overrides and isolates.
        static let generalPunctuation: UInt8 = 0xE2
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        let names: [UInt32: String] = [
            0x0A: "a line break (LF)", 0x0D: "a carriage return (CR)", 0x1B: "an escape character (ESC)",
            0x07: "a bell character (BEL)", 0x00: "a NUL character", 0x7F: "a DEL character",
        ]
        if let name = names[scalar.value] { return "\(name), U+\(hex(scalar).dropFirst(2))," }
        if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
            return "a bidirectional override U+\(hex(scalar).dropFirst(2)),"
        }
        return "the control character U+\(hex(scalar).dropFirst(2)),"
    }
}
