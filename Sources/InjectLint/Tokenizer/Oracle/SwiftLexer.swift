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
struct SwiftLexer {
    /// How deep interpolations may nest before the tokenizer stops following them (bounds its stack use).
    static let maximumInterpolationDepth = 32
    /// How far a bare `/` looks for the `/` that would close it as a regex literal (keeps work linear).
    static let maximumBareRegexLength = 1024

    let p: UnsafePointer<UInt8>
    let n: Int
    let keepsTrivia: Bool
    /// Owns the token storage; the lexer appends through `tokenBase` directly (a class's stored properties
    /// would cost a dynamic exclusivity check per token in debug builds) and hands the count over at the end.
    let tokens: SwiftTokenBuffer
    private(set) var tokenBase: UnsafeMutablePointer<Token>
    private var tokenCount = 0
    private var tokenCapacity: Int
    /// `CharacterClass` bits per byte value.
    let classes: UnsafePointer<UInt8>
    /// Offsets of comments that start with `inject-lint:`, in file order.
    var directiveComments: [Range<Int>] = []
    /// The string literals whose interpolation's code is being lexed, innermost last: how to go on at its `)`.
    var openInterpolations: [OpenInterpolation] = []
    /// `openInterpolations.count`, kept as an `Int` for the main loop (in a debug build `isEmpty` is a generic call).
    var interpolationDepth = 0
    var problems: [LexProblem] = []
    /// Bytes examined by look-ahead that may be examined again (bare regex attempts); the fuzz test checks that
    /// this stays proportional to the file size.
    var lookaheadWork = 0

    var i = 0
    private var pendingLineBreak = true
    /// The index in the token buffer of the last significant token, or -1: what a bare `/` is judged by.
    var lastSignificant = -1
    var sawInvalidUTF8 = false

    init(bytes: UnsafeBufferPointer<UInt8>, keepsTrivia: Bool) {
        // An empty buffer may have a nil base address; one static byte stands in, with `n == 0`.
        p = bytes.baseAddress ?? SwiftLexer.emptyBytes
        n = bytes.count
        self.keepsTrivia = keepsTrivia
        tokens = SwiftTokenBuffer(capacity: keepsTrivia ? n / 3 + 16 : n / 5 + 16)
        tokenBase = tokens.base
        tokenCapacity = tokens.capacity
        classes = CharacterClass.table
    }

    // Safe to share: the byte is written once, during lazy initialisation, and only read afterwards.
    nonisolated(unsafe) private static let emptyBytes: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    /// Tokenizes the whole file.
    mutating func run() {
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            i = 3
            emitTrivia(.byteOrderMark, 0)
        }
        if i + 1 < n && p[i] == 35 && p[i + 1] == 33 {  // a script's `#!` line is a comment to Swift
            let start = i
            while i < n && p[i] != 10 && p[i] != 13 { i += p[i] < 0x80 ? 1 : validatedScalarLength(at: i) }
            emitTrivia(.lineComment, start)
        }
        // The two commonest tokens, whitespace and identifiers, are lexed inline with the class bits as local
        // constants: in a debug build each call and each static-property read is a real call per byte.
        let whitespaceBit: UInt8 = 1  // CharacterClass.whitespace
        let identifierHeadBit: UInt8 = 2  // CharacterClass.identifierHead
        let asciiIdentifierBodyBit: UInt8 = 32  // CharacterClass.asciiIdentifierBody
        let plainPunctuationBit: UInt8 = 8  // CharacterClass.plainPunctuation
        let parenthesisBit: UInt8 = 16  // CharacterClass.parenthesis
        let eightSpaces: UInt64 = 0x2020_2020_2020_2020
        while i < n {
            let start = i
            let b = p[i]
            let byteClass = classes[Int(b)]
            let kind: TokenKind
            if byteClass & whitespaceBit != 0 {
                // The byte loops step with `&+=`: `j < n` already rules out overflow, and a debug build would check
                // it again on every byte.
                var j = i
                while j < n {
                    let c = p[j]
                    // Spaces first: indentation is most of a file's whitespace.
                    if c == 32 {
                        j &+= 1
                    } else if c == 10 || c == 13 {
                        pendingLineBreak = true
                        j &+= 1
                        // Indentation follows a line break: eight spaces at a time (the byte test first keeps a debug
                        // build from paying the generic load on lines indented less).
                        if j &+ 8 <= n && p[j &+ 7] == 32 {
                            while j &+ 8 <= n && UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self) == eightSpaces {
                                j &+= 8
                            }
                        }
                    } else if classes[Int(c)] & whitespaceBit != 0 {
                        j &+= 1
                    } else {
                        break
                    }
                }
                i = j
                if keepsTrivia { emitTrivia(.whitespace, start) }
                continue
            } else if byteClass & identifierHeadBit != 0 {
                var j = i
                while j < n {
                    let c = p[j]
                    if classes[Int(c)] & asciiIdentifierBodyBit != 0 {
                        j &+= 1
                    } else if c >= 0x80 {
                        j += validatedScalarLength(at: j)
                    } else {
                        break
                    }
                }
                i = j
                kind = .identifier
            } else if b >= 48 && b <= 57 {
                lexNumber()
                kind = .number
            } else if byteClass & plainPunctuationBit != 0
                || (byteClass & parenthesisBit != 0 && interpolationDepth == 0)
            {
                // The commonest tokens after identifiers, without the call and the switch of `lexOther`.
                i += 1
                kind = .punctuation
            } else {
                lexOther(b, start)
                continue
            }
            // `emit(kind, start)`, written out: identifiers, numbers and punctuation are most tokens, and in a debug
            // build the call (with its zeroed frame) cost more than the stores.
            if tokenCount == tokenCapacity { growTokens() }
            let slot = tokenBase + tokenCount
            slot.pointee.start = start
            slot.pointee.end = i
            slot.pointee.kind = kind
            slot.pointee.flags = pendingLineBreak ? 1 : 0  // Token.startsLine
            lastSignificant = tokenCount
            tokenCount += 1
            pendingLineBreak = false
        }
        if let outermost = openInterpolations.first {
            problems.append(.unterminatedString(byteOffset: outermost.delimiterStart))
        }
        tokens.count = tokenCount
    }

    // Helpers are `mutating` or `static` on purpose: in a debug build, calling a non-mutating method from a
    // mutating one copies `self` (retaining its buffers) on every call, which dominated the profile.
    @inline(__always)
    mutating func byte(_ index: Int) -> UInt8 {
        index < n ? p[index] : 0
    }

    /// Records trivia (kept only for the invariant check).
    mutating func emitTrivia(_ kind: TokenKind, _ start: Int) {
        if keepsTrivia { append(kind, start, flags: 0) }
    }

    /// Records a significant token (the main loop has its own copy of these stores, for the commonest tokens).
    mutating func emit(_ kind: TokenKind, _ start: Int) {
        if tokenCount == tokenCapacity { growTokens() }
        let slot = tokenBase + tokenCount
        slot.pointee.start = start
        slot.pointee.end = i
        slot.pointee.kind = kind
        slot.pointee.flags = pendingLineBreak ? 1 : 0  // Token.startsLine
        lastSignificant = tokenCount
        tokenCount += 1
        pendingLineBreak = false
    }

    /// Stores the token's fields straight into the buffer: a `Token(…)` initialiser call plus a copy per token
    /// showed up in debug-build profiles.
    private mutating func growTokens() {
        tokens.count = tokenCount
        tokens.grow()
        tokenBase = tokens.base
        tokenCapacity = tokens.capacity
    }

    private mutating func append(_ kind: TokenKind, _ start: Int, flags: UInt8) {
        if tokenCount == tokenCapacity { growTokens() }
        let slot = tokenBase + tokenCount
        slot.pointee.start = start
        slot.pointee.end = i
        slot.pointee.kind = kind
        slot.pointee.flags = flags
        tokenCount += 1
    }

    /// A line break inside a comment or multi-line literal still puts the next token on a new line.
    mutating func markLineBreak() {
        pendingLineBreak = true
    }

    mutating func lexIdentifierBody() {
        while i < n {
            let c = p[i]
            if c < 0x80 {
                if classes[Int(c)] & CharacterClass.identifierBody == 0 { return }
                i += 1
            } else {
                i += validatedScalarLength(at: i)
            }
        }
    }

    /// A string literal whose interpolation is open: what its text needs to be read on after the `)`.
    struct OpenInterpolation {
        /// The `#`s around the literal (`#"…"#` has one).
        var hashes: Int
        var multiline: Bool
        /// Where the literal starts (its first `#` or `"`), for problems.
        var delimiterStart: Int
        /// Parentheses opened in the interpolation's code and not yet closed.
        var openParentheses = 0
    }

    mutating func lexNumber() {
        while i < n {
            let c = p[i]
            if c < 0x80 && classes[Int(c)] & CharacterClass.identifierBody != 0 {
                i += 1
            } else if c == 46 && i + 1 < n && p[i + 1] >= 48 && p[i + 1] <= 57 {
                i += 1  // `1.5`, but not `1.description`
            } else {
                return
            }
        }
    }
}
