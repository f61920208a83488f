@testable import InjectLint

/// Tokenizes `source` and returns (kind, text) pairs of its significant tokens, and the problems found,
/// after asserting the tokenizer's invariants with trivia kept.
func tokenize(_ source: String) -> (tokens: [(TokenKind, String)], problems: [LexProblem]) {
    tokenize(Array(source.utf8))
}

func tokenize(_ bytes: [UInt8]) -> (tokens: [(TokenKind, String)], problems: [LexProblem]) {
    bytes.withUnsafeBufferPointer { buffer in
        var full = Lexer(bytes: buffer, keepsTrivia: true)
        full.run()
        let violations = full.invariantViolations()
        precondition(violations.isEmpty, "tokenizer invariants: \(violations)")
        var lexer = Lexer(bytes: buffer, keepsTrivia: false)
        lexer.run()
        var tokens: [(TokenKind, String)] = []
        for index in 0..<lexer.tokens.count {
            let token = lexer.tokens[index]
            tokens.append((token.kind, String(decoding: buffer[Int(token.start)..<Int(token.end)], as: UTF8.self)))
        }
        return (tokens, lexer.problems)
    }
}

/// The texts of the significant tokens of `kind`.
func texts(_ source: String, _ kind: TokenKind) -> [String] {
    tokenize(source).tokens.filter { $0.0 == kind }.map(\.1)
}

/// The facts the scanner collects from one file.
func facts(_ source: String) -> FileFacts {
    FileScan.facts(of: Array(source.utf8), checksInvariants: true)
}

/// The tokens the scanner acts on in `source` (see `ScanStop`).
func scanStops(_ source: String) -> [ScanStop] {
    Array(source.utf8).withUnsafeBufferPointer { buffer in
        var lexer = Lexer(bytes: buffer, keepsTrivia: false)
        lexer.run()
        return Array(UnsafeBufferPointer(start: lexer.tokens.stops, count: lexer.tokens.stopCount))
    }
}
