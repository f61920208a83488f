/// A strict RFC 8259 JSON parser over bytes that reports the line and column of the first syntax error.
///
/// Foundation's parser says only "the data couldn't be read"; a user who broke `.inject-lint.json` needs to know
/// where. Nesting is limited to ``maximumDepth`` so a hostile file cannot overflow the stack.
///
/// ```swift
/// do { _ = try JSONParser.parse(Array("{\"a\": }".utf8)) } catch {
///     error.line; error.column; error.problem  // 1, 7, "expected a value, found '}'"
/// }
/// ```
struct JSONParser {
    /// A syntax error: where, and what was expected.
    struct SyntaxError: Error, Equatable {
        var line: Int
        var column: Int
        var problem: String
    }

    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Parses a complete document: one value, surrounded only by whitespace. A UTF-8 BOM is allowed.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
        }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return node
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var column: Int { index - lineStart + 1 }

    private func error(_ problem: String) -> SyntaxError {
        SyntaxError(line: line, column: column, problem: problem)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        return byte >= 0x20 && byte < 0x7F
            ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONNode {
        let (startLine, startColumn) = (line, column)
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        let value: JSONNode.Value
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try parseObject()
        case UInt8(ascii: "["): value = try parseArray()
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default: throw error("expected a value, found \(describeCurrent())")
        }
        return JSONNode(value: value, line: startLine, column: startColumn)
    }

    private mutating func enterContainer() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        index += 1
        skipWhitespace()
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONNode.Value {
        try enterContainer()
        defer { depth -= 1 }
        var members: [(key: JSONNode.Key, value: JSONNode)] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let (keyLine, keyColumn) = (line, column)
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            members.append((JSONNode.Key(text: key, line: keyLine, column: keyColumn), try parseValue()))
            if try isClosed(by: UInt8(ascii: "}")) { return .object(members) }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONNode.Value {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [JSONNode] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            if try isClosed(by: UInt8(ascii: "]")) { return .array(elements) }
        }
    }

    /// After an object member or array element: consumes the `,` before the next one (false) or the container's
    /// `closer` (true).
    private mutating func isClosed(by closer: UInt8) throws(SyntaxError) -> Bool {
        skipWhitespace()
        // `describeCurrent()` says "end of file" when the document stops here.
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == closer else {
            throw error("expected ',' or '\(Character(Unicode.Scalar(closer)))', found \(describeCurrent())")
        }
        index += 1
        if bytes[index - 1] == closer { return true }
        skipWhitespace()
        return false
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        // Unescaped runs are decoded in one go; only escapes are handled byte by byte.
        func flush(_ end: Int, into scalars: inout String.UnicodeScalarView) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                flush(index, into: &scalars)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index, into: &scalars)
                index += 1
                scalars.append(try parseEscape())
                runStart = index
            case 0..<0x20:
                throw error("a string cannot contain a raw control character; write it as an escape like \\n")
            default:
                index += 1
            }
        }
        throw error("unterminated string: expected a closing '\"' before the end of file")
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unterminated escape at the end of file") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("a high surrogate must be followed by a low surrogate escape") }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate is not a character") }
            return scalar
        default:
            index -= 2  // point at the backslash
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let begin = parser.index
            while parser.index < parser.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
            {
                parser.index += 1
            }
            return parser.index - begin
        }
        // RFC 8259 forbids leading zeros: "01" is the number 0 followed by a stray "1".
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw error("expected a digit, found \(describeCurrent())")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("expected a digit after '.', found \(describeCurrent())") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent, found \(describeCurrent())") }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0
    }

    private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else {
            throw error("expected a value, found \(describeCurrent())")
        }
        index += expected.count
    }
}
