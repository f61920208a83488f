import CInjectLintLexer
import Testing

@testable import InjectLint

/// The C tokenizer writes `injectlint_token`s and Swift reads the same bytes as `Token`s (`TokenBuffer`): the two
/// layouts, and the C kind and problem constants, must stay one.
@Suite struct TokenLayoutTests {
    @Test func tokenIsLaidOutAsTheCStruct() {
        // C counts the tail padding in a struct's size, Swift only in its stride.
        #expect(MemoryLayout<Token>.size <= MemoryLayout<injectlint_token>.size)
        #expect(MemoryLayout<Token>.stride == MemoryLayout<injectlint_token>.stride)
        #expect(MemoryLayout<Token>.alignment == MemoryLayout<injectlint_token>.alignment)
        #expect(MemoryLayout<Token>.offset(of: \.start) == MemoryLayout<injectlint_token>.offset(of: \.start))
        #expect(MemoryLayout<Token>.offset(of: \.end) == MemoryLayout<injectlint_token>.offset(of: \.end))
        #expect(MemoryLayout<Token>.offset(of: \.kind) == MemoryLayout<injectlint_token>.offset(of: \.kind))
        #expect(MemoryLayout<Token>.offset(of: \.flags) == MemoryLayout<injectlint_token>.offset(of: \.flags))
        #expect(MemoryLayout<TokenKind>.size == MemoryLayout<UInt8>.size)
        #expect(Int(Token.startsLine) == INJECTLINT_TOKEN_STARTS_LINE)
    }

    @Test func kindsAreTheCConstants() {
        let pairs: [(TokenKind, Int)] = [
            (.identifier, INJECTLINT_TOKEN_IDENTIFIER), (.backtickIdentifier, INJECTLINT_TOKEN_BACKTICK_IDENTIFIER),
            (.attribute, INJECTLINT_TOKEN_ATTRIBUTE), (.poundKeyword, INJECTLINT_TOKEN_POUND_KEYWORD),
            (.number, INJECTLINT_TOKEN_NUMBER), (.string, INJECTLINT_TOKEN_STRING),
            (.stringSegment, INJECTLINT_TOKEN_STRING_SEGMENT), (.regex, INJECTLINT_TOKEN_REGEX),
            (.punctuation, INJECTLINT_TOKEN_PUNCTUATION), (.whitespace, INJECTLINT_TOKEN_WHITESPACE),
            (.lineComment, INJECTLINT_TOKEN_LINE_COMMENT), (.blockComment, INJECTLINT_TOKEN_BLOCK_COMMENT),
            (.byteOrderMark, INJECTLINT_TOKEN_BYTE_ORDER_MARK),
        ]
        for (kind, constant) in pairs {
            #expect(Int(kind.rawValue) == constant, "\(kind)")
            // A no-payload enum stores its case index: that byte, not the raw value, is what Swift reads.
            var stored: UInt8 = 0
            withUnsafeBytes(of: kind) { stored = $0[0] }
            #expect(Int(stored) == constant, "\(kind) is stored as \(stored)")
        }
        #expect(TokenKind(rawValue: UInt8(INJECTLINT_TOKEN_BYTE_ORDER_MARK + 1)) == nil, "a kind C does not know")
    }

    @Test func scanStopIsLaidOutAsTheCStructWithTheCKinds() {
        #expect(MemoryLayout<ScanStop>.size <= MemoryLayout<injectlint_scan_stop>.size)
        #expect(MemoryLayout<ScanStop>.stride == MemoryLayout<injectlint_scan_stop>.stride)
        #expect(MemoryLayout<ScanStop>.offset(of: \.token) == MemoryLayout<injectlint_scan_stop>.offset(of: \.token))
        #expect(MemoryLayout<ScanStop>.offset(of: \.kind) == MemoryLayout<injectlint_scan_stop>.offset(of: \.kind))
        let pairs: [(ScanStop.Kind, Int)] = [
            (.openBrace, INJECTLINT_STOP_OPEN_BRACE), (.closeBrace, INJECTLINT_STOP_CLOSE_BRACE),
            (.semicolon, INJECTLINT_STOP_SEMICOLON), (.attribute, INJECTLINT_STOP_ATTRIBUTE),
            (.poundKeyword, INJECTLINT_STOP_POUND_KEYWORD), (.variable, INJECTLINT_STOP_VARIABLE),
            (.forLoop, INJECTLINT_STOP_FOR_LOOP), (.whileLoop, INJECTLINT_STOP_WHILE_LOOP),
            (.repeatLoop, INJECTLINT_STOP_REPEAT_LOOP), (.forEach, INJECTLINT_STOP_FOR_EACH),
            (.function, INJECTLINT_STOP_FUNCTION), (.initializer, INJECTLINT_STOP_INITIALIZER),
            (.subscriptDeclaration, INJECTLINT_STOP_SUBSCRIPT_DECLARATION),
            (.classDeclaration, INJECTLINT_STOP_CLASS_DECLARATION),
            (.typeDeclaration, INJECTLINT_STOP_TYPE_DECLARATION),
            (.typeAlias, INJECTLINT_STOP_TYPE_ALIAS), (.importDeclaration, INJECTLINT_STOP_IMPORT_DECLARATION),
            (.caseLabel, INJECTLINT_STOP_CASE_LABEL), (.defaultLabel, INJECTLINT_STOP_DEFAULT_LABEL),
            (.selfWord, INJECTLINT_STOP_SELF), (.awaitWord, INJECTLINT_STOP_AWAIT),
            (.returnWord, INJECTLINT_STOP_RETURN),
            (.resolve, INJECTLINT_STOP_RESOLVE), (.recoverableResolve, INJECTLINT_STOP_RECOVERABLE_RESOLVE),
            (.register, INJECTLINT_STOP_REGISTER),
        ]
        for (kind, constant) in pairs {
            var stored: UInt8 = 0
            withUnsafeBytes(of: kind) { stored = $0[0] }
            #expect(Int(stored) == constant, "\(kind) is stored as \(stored)")
        }
        #expect(ScanStop.Kind(rawValue: UInt8(INJECTLINT_STOP_REGISTER + 1)) == nil, "a kind C does not know")
    }

    @Test func problemsKeepTheirKindsAndOffsets() {
        // One of each, in file order: the C constants map to the Swift cases.
        let source: [UInt8] = Array("let a = \"x\n".utf8) + [0xFF] + Array(" /* open".utf8)
        let result = tokenize(source)
        #expect(
            result.problems == [
                .unterminatedString(byteOffset: 8), .invalidUTF8(byteOffset: 11),
                .unterminatedBlockComment(byteOffset: 13),
            ])
        let depth = Lexer.maximumInterpolationDepth + 1
        let deep = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
        // At the `\` of the first interpolation too deep to follow.
        #expect(tokenize(deep).problems.contains(.interpolationTooDeep(byteOffset: 3 * (depth - 1) + 1)))
    }
}
