import CInjectLintLexer

/// A byte-loop Swift tokenizer: finds where every token starts and ends, and what kind it is, without making a
/// `String` or a `Character` per token.
///
/// It is exact for everything that can hide or fake an injection: line, doc and nested block comments; string
/// literals (single-line, multi-line, raw with any number of `#`, interpolations nesting strings and closures);
/// regex literals (`#/…/#`, and bare `/…/` where Swift accepts one); backtick identifiers; attributes;
/// pound keywords; a UTF-8 byte-order mark; CRLF; non-ASCII identifiers. Invalid UTF-8 and unterminated
/// literals are recorded as `problems` and tokenizing goes on, so a broken file never stops a run.
///
/// Interpolated code is lexed as ordinary tokens between the literal's `.stringSegment` pieces
/// (`"a \(` · `r` `.` `resolve` `(` `)` · `) b"`), so a `resolve` inside an interpolation is read like any other.
///
/// ```swift
/// var lexer = Lexer(bytes: buffer, keepsTrivia: false)
/// lexer.run()
/// let first = lexer.tokens[0]  // `lexer.tokens` holds `lexer.tokens.count` tokens
/// ```
///
/// The byte loops are C (`CInjectLintLexer`, one call per file): SwiftPM builds the build-tool plugin's
/// executable at `-Onone`, where Swift pays a call, a zeroed frame or a generic dispatch on nearly every byte
/// and C pays none. This type is the Swift face of that run: it owns the token storage and turns what else the
/// run found into Swift values.
struct Lexer {
    /// How deep interpolations may nest before the tokenizer stops following them (bounds its state).
    static let maximumInterpolationDepth = INJECTLINT_MAXIMUM_INTERPOLATION_DEPTH
    /// How far a bare `/` looks for the `/` that would close it as a regex literal (keeps work linear).
    static let maximumBareRegexLength = INJECTLINT_MAXIMUM_BARE_REGEX_LENGTH

    /// The file's bytes, `byteCount` of them.
    let bytes: UnsafePointer<UInt8>
    let byteCount: Int
    let keepsTrivia: Bool
    /// The tokens, once `run()` has filled them.
    let tokens: TokenBuffer
    /// Offsets of comments that start with `inject-lint:`, in file order.
    var directiveComments: [Range<Int>] = []
    var problems: [LexProblem] = []
    /// Bytes examined by look-ahead that may be examined again (runs of `#`, bare regex attempts); the fuzz test
    /// checks that this stays proportional to the file size.
    var lookaheadWork = 0

    init(bytes: UnsafeBufferPointer<UInt8>, keepsTrivia: Bool) {
        // An empty buffer may have a nil base address; one static byte stands in, with `byteCount == 0`.
        self.bytes = bytes.baseAddress ?? Lexer.emptyBytes
        byteCount = bytes.count
        self.keepsTrivia = keepsTrivia
        // Real Swift averages five or more bytes a token (three with trivia); the run doubles it when needed.
        tokens = TokenBuffer(capacity: keepsTrivia ? byteCount / 3 + 16 : byteCount / 5 + 16)
    }

    // Safe to share: the byte is written once, during lazy initialisation, and only read afterwards.
    nonisolated(unsafe) private static let emptyBytes: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    /// Tokenizes the whole file.
    mutating func run() {
        var run = injectlint_lex_run()
        run.bytes = bytes
        run.count = byteCount
        run.keeps_trivia = keepsTrivia
        run.tokens = UnsafeMutableRawPointer(tokens.base)
        run.token_capacity = tokens.capacity
        let completed = injectlint_lex(&run)
        tokens.adopt(run.tokens, capacity: run.token_capacity, count: run.token_count)
        tokens.adoptStops(run.scan_stops, count: run.scan_stop_count)
        if let found = run.problems {
            for index in 0..<run.problem_count {
                problems.append(LexProblem(found[index]))
            }
            injectlint_free(found)
        }
        if let found = run.directive_comments {
            for index in 0..<run.directive_comment_count {
                directiveComments.append(found[index].start..<found[index].end)
            }
            injectlint_free(found)
        }
        lookaheadWork = run.lookahead_work
        precondition(completed, "inject-lint ran out of memory tokenizing a file of \(byteCount) bytes")
    }
}

extension LexProblem {
    /// The Swift value of a problem the C tokenizer recorded.
    fileprivate init(_ problem: injectlint_problem) {
        let offset = problem.byte_offset
        switch Int(problem.kind) {
        case INJECTLINT_PROBLEM_INVALID_UTF8: self = .invalidUTF8(byteOffset: offset)
        case INJECTLINT_PROBLEM_UNTERMINATED_BLOCK_COMMENT: self = .unterminatedBlockComment(byteOffset: offset)
        case INJECTLINT_PROBLEM_UNTERMINATED_STRING: self = .unterminatedString(byteOffset: offset)
        default: self = .interpolationTooDeep(byteOffset: offset)
        }
    }
}
