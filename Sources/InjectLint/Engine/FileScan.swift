/// Tokenizes and scans one file: the per-file half of a lint run, safe to run on many files at once.
enum FileScan {
    /// The facts of one file. With `checksInvariants` (tests) the file is also tokenized with trivia kept and
    /// the tokenizer's invariants are asserted (debug builds only). `buildConditions` decide which `#if`
    /// branches are read (nil: all).
    static func facts(
        of bytes: [UInt8], buildConditions: BuildConditions? = nil, checksInvariants: Bool = false
    ) -> FileFacts {
        bytes.withUnsafeBufferPointer { buffer in
            if checksInvariants { assertInvariants(buffer) }
            var lexer = Lexer(bytes: buffer, keepsTrivia: false)
            lexer.run()
            return withExtendedLifetime(lexer.tokens) {
                var scanner = Scanner(
                    bytes: lexer.bytes, tokens: lexer.tokens.base, count: lexer.tokens.count,
                    stops: lexer.tokens.stops, stopCount: lexer.tokens.stopCount,
                    buildConditions: buildConditions)
                scanner.run()
                var facts = scanner.facts
                facts.byteCount = buffer.count
                facts.directiveComments = lexer.directiveComments
                facts.problems = lexer.problems
                facts.lookaheadWork += lexer.lookaheadWork
                return facts
            }
        }
    }

    /// Asserts that the tokens with trivia are sound and that dropping the trivia gives exactly the tokens the
    /// scanner works on.
    private static func assertInvariants(_ buffer: UnsafeBufferPointer<UInt8>) {
        #if DEBUG
            var full = Lexer(bytes: buffer, keepsTrivia: true)
            full.run()
            let violations = full.invariantViolations()
            assert(violations.isEmpty, "tokenizer invariant broken: \(violations.joined(separator: "; "))")
            var significant = Lexer(bytes: buffer, keepsTrivia: false)
            significant.run()
            var s = 0
            for index in 0..<full.tokens.count where !full.tokens[index].kind.isTrivia {
                let token = full.tokens[index]
                assert(
                    s < significant.tokens.count && significant.tokens[s].start == token.start
                        && significant.tokens[s].end == token.end && significant.tokens[s].kind == token.kind,
                    "tokenizer invariant broken: significant token \(s) differs when trivia is kept")
                s += 1
            }
            assert(s == significant.tokens.count, "tokenizer invariant broken: trivia changed the token count")
        #endif
    }
}
