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
    let tokens: TokenBuffer
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
            emit(.byteOrderMark, 0)
        }
        while i < n {
            let start = i
            let b = p[i]
            if b == 32 || b == 9 || b == 10 || b == 13 || b == 11 || b == 12 {
                lexWhitespace()
                emit(.whitespace, start)
            } else if isIdentifierHead(b) {
                lexIdentifierBody()
                emit(.identifier, start)
            } else if b >= 48 && b <= 57 {
                lexNumber()
                emit(.number, start)
            } else {
                lexOther(b, start)
            }
        }
    }

    @inline(__always)
    func byte(_ index: Int) -> UInt8 {
        index < n ? p[index] : 0
    }

    @inline(__always)
    func isIdentifierHead(_ b: UInt8) -> Bool {
        (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || b == 95 || b == 36 || b >= 0x80
    }

    @inline(__always)
    func isIdentifierBody(_ b: UInt8) -> Bool {
        (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95 || b == 36 || b >= 0x80
    }

    mutating func emit(_ kind: TokenKind, _ start: Int) {
        if kind.isTrivia {
            if keepsTrivia {
                tokens.append(Token(start: Int32(start), end: Int32(i), kind: kind, flags: 0))
            }
            return
        }
        tokens.append(
            Token(start: Int32(start), end: Int32(i), kind: kind, flags: pendingLineBreak ? Token.startsLine : 0))
        pendingLineBreak = false
        lastSignificantKind = kind
        lastSignificantStart = start
        lastSignificantEnd = i
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
            } else if !(c == 32 || c == 9 || c == 11 || c == 12) {
                return
            }
            i += 1
        }
    }

    private mutating func lexIdentifierBody() {
        while i < n {
            let c = p[i]
            if c < 0x80 {
                if !isIdentifierBody(c) { return }
                i += 1
            } else {
                i += validatedScalarLength(at: i)
            }
        }
    }

    private mutating func lexNumber() {
        while i < n {
            let c = p[i]
            if isIdentifierBody(c) && c < 0x80 {
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
                emit(.lineComment, start)
            } else if next == 42 {
                lexBlockComment()
                emit(.blockComment, start)
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
            } else if hashes == 1 && isIdentifierHead(after) {
                i += 1
                lexIdentifierBody()
                emit(.poundKeyword, start)
            } else {
                i += 1
                emit(.punctuation, start)
            }
        case 64:  // `@`
            i += 1
            if i < n && isIdentifierHead(p[i]) {
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
    private func bareRegexMayStartHere() -> Bool {
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

    private func lastSignificantIs(_ keyword: StaticString) -> Bool {
        let length = keyword.utf8CodeUnitCount
        guard lastSignificantEnd - lastSignificantStart == length else { return false }
        let k = keyword.utf8Start
        for offset in 0..<length where p[lastSignificantStart + offset] != k[offset] {
            return false
        }
        return true
    }
}
