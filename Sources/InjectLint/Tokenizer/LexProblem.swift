/// Something that stops a file from being Swift the tokenizer can trust; reported as `invalid-source`.
///
/// Each case carries the byte offset where the problem starts; the engine turns it into line and column.
enum LexProblem: Hashable, Sendable {
    /// A byte sequence that is not UTF-8 starts here.
    case invalidUTF8(byteOffset: Int)
    /// A `/* … */` comment opened here is never closed.
    case unterminatedBlockComment(byteOffset: Int)
    /// A string literal opened here is never closed (a single-line one ends at its line break).
    case unterminatedString(byteOffset: Int)
    /// String interpolations nest deeper than the tokenizer follows; the literal's end may be misplaced.
    case interpolationTooDeep(byteOffset: Int)

    var byteOffset: Int {
        switch self {
        case .invalidUTF8(let offset), .unterminatedBlockComment(let offset), .unterminatedString(let offset),
            .interpolationTooDeep(let offset):
            offset
        }
    }

    /// What is wrong, where, and how to fix it, for the `invalid-source` diagnostic.
    func message(line: Int, column: Int) -> String {
        switch self {
        case .invalidUTF8:
            "the file is not valid UTF-8 at \(line):\(column); Swift source must be UTF-8 — re-save the file as UTF-8"
        case .unterminatedBlockComment:
            "this '/*' comment is never closed, so the rest of the file cannot be checked; add the matching '*/'"
        case .unterminatedString:
            "this string literal is never closed, so the rest of the line cannot be checked; add the closing quote"
        case .interpolationTooDeep:
            "string interpolations nest more than \(Lexer.maximumInterpolationDepth) levels deep here, "
                + "so injections after it may be missed; move the inner expression into a local constant"
        }
    }
}
