/// One `// inject-lint:<command> [rule …]` comment, parsed: what it asks, for which rules, and where.
///
/// ```swift
/// // inject-lint:disable-next-line unregistered
/// @MainActor
/// @Injected var legacy: LegacyStore        // silenced: the attribute lines belong to the declaration
/// ```
struct SuppressionDirective {
    enum Command: String, CaseIterable {
        case disableNextLine = "disable-next-line"
        case disable
        case enable
    }

    /// The command, or nil when the word after `inject-lint:` is none of them (reported by `invalid-suppression`).
    var command: Command?
    /// The word after `inject-lint:` as written.
    var commandWord: String
    /// Rule ids as written; empty means every rule.
    var rules: [String]
    /// Where the comment starts.
    var start: SourceLocation
    /// For `disable-next-line`: the last line it covers (the declaration line after any attribute-only lines).
    var lastCoveredLine: Int
    /// The line the comment ends on.
    var endLine: Int

    /// The directives of file `file`, in source order.
    static func directives(in file: Int, context: RuleContext) -> [SuppressionDirective] {
        (context.facts.details(of: file)?.directiveComments ?? []).map { parse($0, in: file, context: context) }
    }

    /// `inject-lint:<command> [rule …]` from a comment's bytes.
    static func parse(_ range: Range<Int>, in file: Int, context: RuleContext) -> SuppressionDirective {
        let bytes = context.bytes(of: file)
        var text = Substring(String(decoding: bytes[range], as: UTF8.self)).dropFirst(2)
        if text.hasSuffix("*/") { text = text.dropLast(2) }
        text = text.drop { $0 == " " || $0 == "\t" }
        let words = text.dropFirst(12).split { $0 == " " || $0 == "\t" || $0 == "," || $0.isNewline }
        let commandWord = words.first.map(String.init) ?? ""
        let command = Command(rawValue: commandWord)
        let start = context.location(file: file, byteOffset: range.lowerBound)
        let endLine = context.location(file: file, byteOffset: max(range.lowerBound, range.upperBound - 1)).line
        var lastCovered = endLine + 1
        if command == .disableNextLine, let declaration = declarationLineStart(after: range.upperBound, in: bytes) {
            lastCovered = max(lastCovered, context.location(file: file, byteOffset: declaration).line)
        }
        return SuppressionDirective(
            command: command, commandWord: commandWord, rules: words.dropFirst().map(String.init), start: start,
            lastCoveredLine: lastCovered, endLine: endLine)
    }

    /// The start of the line a declaration begins on, after the comment ending at `offset`: the next line, or
    /// the first line after it that is not only attributes (`@MainActor`, `@Injected(name: "a")`).
    private static func declarationLineStart(after offset: Int, in bytes: [UInt8]) -> Int? {
        var i = offset
        while i < bytes.count && bytes[i] != ASCII.newline { i += 1 }
        guard i < bytes.count else { return nil }
        i += 1
        while true {
            let lineStart = i
            while i < bytes.count && (bytes[i] == ASCII.space || bytes[i] == ASCII.tab) { i += 1 }
            guard i < bytes.count, bytes[i] == ASCII.at else { return lineStart }
            // Attributes, each `@Name` with optional `(…)`, then only spaces or a line comment: keep going.
            while i < bytes.count && bytes[i] == ASCII.at {
                i += 1
                while i < bytes.count && isIdentifierByte(bytes[i]) { i += 1 }
                if i < bytes.count && bytes[i] == ASCII.openParenthesis { i = skipArguments(from: i, in: bytes) }
                while i < bytes.count && (bytes[i] == ASCII.space || bytes[i] == ASCII.tab) { i += 1 }
            }
            let endsLine =
                i >= bytes.count || bytes[i] == ASCII.newline || bytes[i] == ASCII.carriageReturn
                || (bytes[i] == ASCII.slash && i + 1 < bytes.count && bytes[i + 1] == ASCII.slash)
            guard endsLine else { return lineStart }
            while i < bytes.count && bytes[i] != ASCII.newline { i += 1 }
            guard i < bytes.count else { return lineStart }
            i += 1
        }
    }

    /// Past the balanced `(…)` opening at `start`, looking at most `argumentLimit` bytes ahead (so an unclosed
    /// parenthesis under every directive of a file cannot make the file's suppressions quadratic).
    private static func skipArguments(from start: Int, in bytes: [UInt8]) -> Int {
        var depth = 0
        var i = start
        let limit = min(bytes.count, start + argumentLimit)
        while i < limit {
            if bytes[i] == ASCII.openParenthesis { depth += 1 }
            if bytes[i] == ASCII.closeParenthesis {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return limit
    }

    static let argumentLimit = 1_024

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }
}
