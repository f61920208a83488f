import Testing

@testable import InjectLint

@Suite struct TokenizerTests {
    @Test func identifiersAttributesAndPunctuationAreSeparateTokens() {
        let tokens = tokenize("@Injected(name: \"a\") var x: Foo?").tokens
        #expect(tokens.map(\.1) == ["@Injected", "(", "name", ":", "\"a\"", ")", "var", "x", ":", "Foo", "?"])
        #expect(tokens[0].0 == .attribute)
        #expect(tokens[4].0 == .string)
    }

    @Test func lineAndDocCommentsHideCode() {
        #expect(texts("// register(A.self)\n/// resolve(B.self)\nx", .identifier) == ["x"])
    }

    /// Line comments are read eight bytes at a time: the line break, a `\r`, a non-ASCII scalar or an invalid byte
    /// may fall at any of the eight positions, or the file may end inside the comment.
    @Test func aLineCommentEndsAtItsLineBreakWhereverItFallsInAWord() {
        for length in 0..<20 {
            let text = String(repeating: "c", count: length)
            for lineBreak in ["\n", "\r\n", "\r"] {
                #expect(texts("// \(text)\(lineBreak)x", .identifier) == ["x"], "length \(length)")
            }
            #expect(texts("a // \(text)", .identifier) == ["a"], "unterminated, length \(length)")
            #expect(texts("// \(text)é\(text)ü\nx", .identifier) == ["x"], "non-ASCII, length \(length)")
            let invalid = Array("// \(text)".utf8) + [0xFF] + Array("\(text)\ny".utf8)
            #expect(tokenize(invalid).problems == [.invalidUTF8(byteOffset: 3 + length)], "length \(length)")
        }
    }

    /// String text is read eight bytes at a time too: a quote, an escape, an interpolation, a line break or a
    /// non-ASCII scalar may fall at any of the eight positions.
    @Test func stringTextStopsAtEverySpecialByteWhereverItFallsInAWord() {
        for length in 0..<20 {
            let text = String(repeating: "c", count: length)
            #expect(texts("let s = \"\(text)\"; z", .identifier) == ["let", "s", "z"], "length \(length)")
            #expect(texts("s = \"\(text)\\\"\(text)\"; z", .identifier) == ["s", "z"], "escaped, length \(length)")
            #expect(texts("s = \"\(text)\\(v)\(text)\"; z", .identifier) == ["s", "v", "z"], "interpolated, \(length)")
            #expect(texts("s = #\"\(text)\"\(text)\"#; z", .identifier) == ["s", "z"], "raw, length \(length)")
            #expect(texts("s = \"\(text)é\(text)\"; z", .identifier) == ["s", "z"], "non-ASCII, length \(length)")
            let multiLine = "s = \"\"\"\n\(text)\n\(text)\"\(text)\r\n\"\"\"\nz"
            #expect(texts(multiLine, .identifier) == ["s", "z"], "multi-line, length \(length)")
            #expect(tokenize(multiLine).tokens.last?.1 == "z")
            let unterminated = tokenize("s = \"\(text)\nz")
            #expect(unterminated.problems == [.unterminatedString(byteOffset: 4)], "unterminated, length \(length)")
        }
    }

    /// Identifiers are read eight bytes at a time: every byte value, at every offset of a word and near the end of
    /// the file, ends the identifier exactly when it cannot continue one (non-ASCII bytes always continue it, valid
    /// or not).
    @Test func anIdentifierEndsAtTheFirstByteThatCannotContinueItWhereverItFallsInAWord() {
        for value in 0...255 {
            let byte = UInt8(value)
            let continues =
                byte >= 0x80 || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                || byte == 95 || byte == 36
            for offset in 0..<18 {
                for tail in ["bcdefghijklmnopq", "b"] {
                    let bytes = Array(repeating: UInt8(97), count: offset + 1) + [byte] + Array(tail.utf8)
                    let end = bytes.withUnsafeBufferPointer { buffer in
                        var lexer = Lexer(bytes: buffer, keepsTrivia: false)
                        lexer.run()
                        return lexer.tokens[0].end
                    }
                    let expected = continues ? bytes.count : offset + 1
                    #expect(end == expected, "byte \(value) after \(offset + 1) letters, then \(tail.utf8.count)")
                }
            }
        }
    }

    /// Indentation after a line break is skipped eight spaces at a time: any width, mixed with tabs, up to the end of
    /// the file.
    @Test func indentationOfAnyWidthIsWhitespace() {
        for width in 0..<20 {
            let indent = String(repeating: " ", count: width)
            let source = "a\n\(indent)b\r\n\(indent)\tc\n\(indent)d \(indent)e\n\(indent)"
            #expect(tokenize(source).tokens.map(\.1) == ["a", "b", "c", "d", "e"], "width \(width)")
        }
    }

    @Test func blockCommentsNest() {
        #expect(texts("/* a /* register(A.self) */ still comment */ y", .identifier) == ["y"])
        #expect(tokenize("/* a /* b */").problems == [.unterminatedBlockComment(byteOffset: 0)])
    }

    @Test func rawStringsEndOnlyAtTheirOwnNumberOfHashes() {
        let source = ###"x = #"a " b"# + ##"c "# \##(d) "##; y"###
        #expect(texts(source, .string) == [##"#"a " b"#"##])
        #expect(texts(source, .stringSegment) == [###"##"c "# \##("###, ###") "##"###])
        #expect(texts(source, .identifier) == ["x", "d", "y"])
    }

    @Test func aRawStringOfQuotesClosedOnItsLineIsSingleLine() {
        // `#"""#` is a one-character string, as swiftc and swift-syntax lex it.
        #expect(texts(##"a = #"""#; b = #"""x"# + c"##, .string) == [##"#"""#"##, ##"#"""x"#"##])
        #expect(texts(##"a = #"""#; b = #"""x"# + c"##, .identifier) == ["a", "b", "c"])
    }

    @Test func rawStringEscapesNeedTheirHashes() {
        // `\"` does not escape in a raw string, so the literal ends at that quote.
        #expect(texts(##"#"a\"#; z"##, .identifier) == ["z"])
    }

    @Test func multiLineStringsSpanLinesAndHideCode() {
        let source = "let s = \"\"\"\n  register(A.self) \"quoted\"\n  \\(x)\n  \"\"\"\nz"
        #expect(texts(source, .identifier) == ["let", "s", "x", "z"])  // `x` is interpolated code
        #expect(tokenize(source).problems.isEmpty)
    }

    @Test func escapedQuotesDoNotEndAString() {
        #expect(texts(#"a = "x\"y\\" ; b"#, .identifier) == ["a", "b"])
    }

    @Test func anUnterminatedStringEndsAtItsLineAndIsReported() {
        let result = tokenize("let s = \"abc\nlet t = 1")
        #expect(result.problems == [.unterminatedString(byteOffset: 8)])
        #expect(result.tokens.map(\.1).suffix(4) == ["let", "t", "=", "1"])
    }

    @Test func extendedRegexLiteralsHideQuotes() {
        #expect(texts(#"let r = #/"[a-z]/"/#; z"#, .identifier) == ["let", "r", "z"])
        #expect(texts("let r = ##/\n a /# b\n/##; z", .identifier) == ["let", "r", "z"])
    }

    @Test func bareRegexLiteralsAreRecognisedWhereAnExpressionStarts() {
        #expect(texts(#"let r = /"a[/]"/; z"#, .regex) == [#"/"a[/]"/"#])
        #expect(texts(#"f(/a/, /b"/)"#, .regex) == ["/a/", #"/b"/"#])
    }

    @Test func divisionIsNotARegex() {
        #expect(texts("let q = a / b / c", .regex).isEmpty)
        #expect(texts("let q = (a) / 2 / x[1] / 3", .regex).isEmpty)
        #expect(texts("x /= 2; y = x / 2", .regex).isEmpty)
        #expect(texts("let r = / a/", .regex).isEmpty)  // a bare regex cannot start with a space
    }

    @Test func backtickIdentifiersAndPoundKeywords() {
        let tokens = tokenize("let `default` = 1\n#if DEBUG\n#endif").tokens
        #expect(tokens[1].0 == .backtickIdentifier && tokens[1].1 == "`default`")
        #expect(tokens.filter { $0.0 == .poundKeyword }.map(\.1) == ["#if", "#endif"])
    }

    @Test func nonASCIIIdentifiersAreOneToken() {
        #expect(texts("let naïve日本 = café", .identifier) == ["let", "naïve日本", "café"])
    }

    @Test func aByteOrderMarkIsTrivia() {
        #expect(tokenize([0xEF, 0xBB, 0xBF] + Array("import Inject".utf8)).tokens.map(\.1) == ["import", "Inject"])
    }

    @Test func aScriptsShebangLineIsAComment() {
        #expect(
            tokenize("#!/usr/bin/env swift \"x\n@Injected var a: A").tokens.map(\.1) == [
                "@Injected", "var", "a", ":", "A",
            ])
        #expect(tokenize("#!/usr/bin/env swift \"x\n").problems.isEmpty)
    }

    @Test func crlfAndTabsAreWhitespace() {
        let tokens = tokenize("a\r\n\tb\rc").tokens
        #expect(tokens.map(\.1) == ["a", "b", "c"])
    }

    @Test func invalidUTF8IsReportedAtItsFirstBadByteAndTokenizingGoesOn() {
        let bytes = Array("let a = 1\nlet b".utf8) + [0xC3, 0x28] + Array(" = 2\n// \u{FF}".utf8) + [0xFF]
        let result = tokenize(bytes)
        #expect(result.problems == [.invalidUTF8(byteOffset: 15)])
        #expect(result.tokens.contains { $0.1 == "2" })
    }

    @Test func overlongAndSurrogateEncodingsAreInvalid() {
        #expect(tokenize([0x61, 0xC0, 0xAF]).problems == [.invalidUTF8(byteOffset: 1)])
        #expect(tokenize([0x22, 0xED, 0xA0, 0x80, 0x22]).problems == [.invalidUTF8(byteOffset: 1)])
        #expect(tokenize([0x2F, 0x2F, 0xF4, 0x90, 0x80, 0x80]).problems == [.invalidUTF8(byteOffset: 2)])
        #expect(tokenize([0x61, 0xE2, 0x82]).problems == [.invalidUTF8(byteOffset: 1)])
    }

    @Test func tokensRecordWhetherTheyStartALine() {
        let source = "a b\n  c /* x\n */ d"
        source.utf8.withContiguousStorageIfAvailable { buffer in
            var lexer = Lexer(bytes: buffer, keepsTrivia: false)
            lexer.run()
            #expect((0..<lexer.tokens.count).map { lexer.tokens[$0].startsLine } == [true, false, true, true])
        }
    }

    @Test func deeplyNestedInterpolationsAreBoundedAndReported() {
        let depth = Lexer.maximumInterpolationDepth + 8
        let source = String(repeating: #""\("#, count: depth) + String(repeating: #")""#, count: depth)
        let result = tokenize(source)
        #expect(result.problems.contains { if case .interpolationTooDeep = $0 { true } else { false } })
    }

    @Test func directiveCommentsAreCollected() {
        let source =
            "// inject-lint:disable cycle\nlet a = 1 // not a directive inject-lint:enable\n/* inject-lint:enable */"
        let found = facts(source).directiveComments
        #expect(found.count == 2)
    }
}
