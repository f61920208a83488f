/// One token of a Swift file: a kind and a byte range, nothing else, so tokenizing allocates no strings.
///
/// `start` and `end` are byte offsets into the file (`end` exclusive). They are `Int`, not `Int32`: in a debug
/// build every `Int(…)`/`Int32(…)` conversion is a generic call, and the scanner reads offsets for every token.
struct Token: Sendable {
    /// Byte offset of the token's first byte.
    var start: Int
    /// Byte offset just past the token's last byte.
    var end: Int
    var kind: TokenKind
    /// `Token.startsLine` when a line break separates this token from the previous significant one.
    var flags: UInt8

    /// Set on a significant token that is the first on its line.
    static let startsLine: UInt8 = 1

    // Transparent getters inline only into this file in a debug build (the build-tool plugin's): from the scanner's
    // files each read is a call, so its hottest loops read `start`, `end` and `flags` themselves.
    var startsLine: Bool {
        @_transparent get { flags & 1 != 0 }
    }
    var length: Int {
        @_transparent get { end - start }
    }
}

/// What a token is. Trivia (whitespace, comments, the byte-order mark) only appears in the token list when the
/// tokenizer is asked to keep it (for the invariant check); the scanner sees significant tokens only.
enum TokenKind: UInt8, Sendable {
    /// A plain identifier or keyword (`register`, `class`, `$0`, `naïve`).
    case identifier
    /// `` `default` ``: an identifier in backticks; its text includes the backticks.
    case backtickIdentifier
    /// `@Injected`: an attribute name with its `@`.
    case attribute
    /// `#if`, `#else`, `#selector`: a pound keyword with its `#`.
    case poundKeyword
    case number
    /// A string literal without interpolation (raw and multi-line ones too), from opening to closing delimiter.
    case string
    /// A piece of an interpolated string literal: from its opening delimiter or an interpolation's `)` to the next
    /// `\(` (included) or its closing delimiter. The interpolated code between two pieces is ordinary tokens.
    case stringSegment
    /// `#/…/#` or a bare `/…/` regex literal.
    case regex
    /// One punctuation or operator byte (`(`, `.`, `?`, `-`): operators are split into single bytes.
    case punctuation
    // Trivia from here on.
    case whitespace
    case lineComment
    case blockComment
    case byteOrderMark

    var isTrivia: Bool { rawValue >= TokenKind.whitespace.rawValue }

    /// Compares the raw bytes: the synthesized `==` is a call in a debug build, and the scanner asks a token's kind
    /// at nearly every step.
    @_transparent
    static func == (lhs: TokenKind, rhs: TokenKind) -> Bool {
        unsafeBitCast(lhs, to: UInt8.self) == unsafeBitCast(rhs, to: UInt8.self)
    }
}
