/// A byte-loop Swift tokenizer: finds where every token starts and ends, and what kind it is, without making a
/// `String` or a `Character` per token.
///
/// It is exact for everything that can hide or fake an injection: line, doc and nested block comments; string
/// literals (single-line, multi-line, raw with any number of `#`, interpolations nesting strings and closures);
/// regex literals (`#/…/#`, and bare `/…/` where Swift accepts one); backtick identifiers; attributes;
/// pound keywords; a UTF-8 byte-order mark; CRLF; non-ASCII identifiers. Invalid UTF-8 and unterminated
/// literals are recorded as `problems` and tokenizing goes on, so a broken file never stops a run.
///
/// Interpolated code stays inside its string token: injections are declarations and calls, which cannot be
/// spelled inside an interpolation in a way the design's forms allow.
struct Lexer {
    /// How deep interpolations may nest before the tokenizer stops following them (bounds its stack use).
    static let maximumInterpolationDepth = 32
    /// How far a bare `/` looks for the `/` that would close it as a regex literal (keeps work linear).
    static let maximumBareRegexLength = 1024

    let p: UnsafePointer<UInt8>
    let n: Int
    let keepsTrivia: Bool
    /// Owns the token storage; the lexer appends through `tokenBase` directly (a class's stored properties
    /// would cost a dynamic exclusivity check per token in debug builds) and hands the count over at the end.
    let tokens: TokenBuffer
    private var tokenBase: UnsafeMutablePointer<Token>
    private var tokenCount = 0
    private var tokenCapacity: Int
    /// `CharacterClass` bits per byte value.
    let classes: UnsafePointer<UInt8>
    /// Offsets of comments that start with `inject-lint:`, in file order.
    var directiveComments: [Range<Int>] = []
    var problems: [LexProblem] = []
    /// Bytes examined by look-ahead that may be examined again (bare regex attempts); the fuzz test checks that
    /// this stays proportional to the file size.
    var lookaheadWork = 0

    var i = 0
    private var pendingLineBreak = true
    private var lastSignificantKind = TokenKind.whitespace
    private var lastSignificantStart = -1
    private var lastSignificantEnd = -1
    var sawInvalidUTF8 = false

    init(bytes: UnsafeBufferPointer<UInt8>, keepsTrivia: Bool) {
        // An empty buffer may have a nil base address; one static byte stands in, with `n == 0`.
        p = bytes.baseAddress ?? Lexer.emptyBytes
        n = bytes.count
        self.keepsTrivia = keepsTrivia
        tokens = TokenBuffer(capacity: keepsTrivia ? n / 3 + 16 : n / 5 + 16)
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
        if n >= Int(Int32.max) {
            problems.append(.fileTooLarge)
            return
        }
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            i = 3
            emitTrivia(.byteOrderMark, 0)
        }
        while i < n {
            let start = i
            let b = p[i]
            let byteClass = classes[Int(b)]
            if byteClass & CharacterClass.whitespace != 0 {
                lexWhitespace()
                emitTrivia(.whitespace, start)
            } else if byteClass & CharacterClass.identifierHead != 0 {
                lexIdentifierBody()
                emit(.identifier, start)
            } else if b >= 48 && b <= 57 {
                lexNumber()
                emit(.number, start)
            } else {
                lexOther(b, start)
            }
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

    /// Records a significant token.
    mutating func emit(_ kind: TokenKind, _ start: Int) {
        append(kind, start, flags: pendingLineBreak ? Token.startsLine : 0)
        pendingLineBreak = false
        lastSignificantKind = kind
        lastSignificantStart = start
        lastSignificantEnd = i
    }

    /// Stores the token's fields straight into the buffer: a `Token(…)` initialiser call plus a copy per token
    /// showed up in debug-build profiles.
    private mutating func append(_ kind: TokenKind, _ start: Int, flags: UInt8) {
        if tokenCount == tokenCapacity {
            tokens.count = tokenCount
            tokens.grow()
            tokenBase = tokens.base
            tokenCapacity = tokens.capacity
        }
        let slot = tokenBase + tokenCount
        slot.pointee.start = Int32(truncatingIfNeeded: start)
        slot.pointee.end = Int32(truncatingIfNeeded: i)
        slot.pointee.kind = kind
        slot.pointee.flags = flags
        tokenCount += 1
    }

    /// A line break inside a comment or multi-line literal still puts the next token on a new line.
    mutating func markLineBreak() {
        pendingLineBreak = true
    }

    private mutating func lexWhitespace() {
        while i < n {
            let c = p[i]
            if c == 10 || c == 13 {
                pendingLineBreak = true
            } else if classes[Int(c)] & CharacterClass.whitespace == 0 {
                return
            }
            i += 1
        }
    }

    private mutating func lexIdentifierBody() {
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

    private mutating func lexNumber() {
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

    private mutating func lexOther(_ b: UInt8, _ start: Int) {
        switch b {
        case 47:  // `/`
            let next = byte(i + 1)
            if next == 47 {
                lexLineComment()
                emitTrivia(.lineComment, start)
            } else if next == 42 {
                lexBlockComment()
                emitTrivia(.blockComment, start)
            } else if bareRegexMayStartHere() && lexBareRegex() {
                emit(.regex, start)
            } else {
                i += 1
                emit(.punctuation, start)
            }
        case 34:  // `"`
            lexString(hashes: 0, delimiterStart: i)
            emit(.string, start)
        case 35:  // `#`
            var hashes = 0
            while i + hashes < n && p[i + hashes] == 35 { hashes += 1 }
            let after = byte(i + hashes)
            if after == 34 {
                i += hashes
                lexString(hashes: hashes, delimiterStart: start)
                emit(.string, start)
            } else if after == 47 {
                i += hashes
                lexExtendedRegex(hashes: hashes)
                emit(.regex, start)
            } else if hashes == 1 && classes[Int(after)] & CharacterClass.identifierHead != 0 {
                i += 1
                lexIdentifierBody()
                emit(.poundKeyword, start)
            } else {
                i += 1
                emit(.punctuation, start)
            }
        case 64:  // `@`
            i += 1
            if i < n && classes[Int(p[i])] & CharacterClass.identifierHead != 0 {
                lexIdentifierBody()
                emit(.attribute, start)
            } else {
                emit(.punctuation, start)
            }
        case 96:  // backtick
            if lexBacktickIdentifier() {
                emit(.backtickIdentifier, start)
            } else {
                i += 1
                emit(.punctuation, start)
            }
        default:
            i += 1
            emit(.punctuation, start)
        }
    }

    /// `` `name` `` on one line; a lone backtick is punctuation.
    private mutating func lexBacktickIdentifier() -> Bool {
        var j = i + 1
        while j < n {
            let c = p[j]
            if c == 96 {
                if j == i + 1 { return false }
                i = j + 1
                return true
            }
            if c == 10 || c == 13 { return false }
            j += 1
        }
        return false
    }

    /// Whether a bare `/` here would open a regex literal rather than divide: Swift only lexes one where an
    /// expression may start (after an opening bracket, a separator, `=`, or a keyword such as `return`).
    private mutating func bareRegexMayStartHere() -> Bool {
        let next = byte(i + 1)
        if next == 32 || next == 9 || next == 10 || next == 13 || next == 0 || next == 61 { return false }
        switch lastSignificantKind {
        case .whitespace:  // nothing significant yet
            return true
        case .punctuation:
            let b = p[lastSignificantStart]
            return b == 40 || b == 91 || b == 123 || b == 44 || b == 58 || b == 59 || b == 61
        case .identifier:
            return lastSignificantIs("return") || lastSignificantIs("case") || lastSignificantIs("in")
                || lastSignificantIs("try") || lastSignificantIs("await") || lastSignificantIs("throw")
                || lastSignificantIs("where") || lastSignificantIs("if") || lastSignificantIs("guard")
                || lastSignificantIs("while")
        default:
            return false
        }
    }

    private mutating func lastSignificantIs(_ keyword: StaticString) -> Bool {
        let length = keyword.utf8CodeUnitCount
        guard lastSignificantEnd - lastSignificantStart == length else { return false }
        let k = keyword.utf8Start
        for offset in 0..<length where p[lastSignificantStart + offset] != k[offset] {
            return false
        }
        return true
    }
}
