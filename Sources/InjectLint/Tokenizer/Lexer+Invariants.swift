// The tokenizer's invariant, checked in debug builds after every scan the tests run (swift-collections style):
// with trivia kept, tokens are non-empty, contiguous, cover the file, and their bytes concatenate back to it.
extension Lexer {
    /// Every broken invariant, described; empty when the tokens are sound (always empty in release builds).
    ///
    /// ```swift
    /// var lexer = Lexer(bytes: buffer, keepsTrivia: true)
    /// lexer.run()
    /// assert(lexer.invariantViolations().isEmpty)
    /// ```
    func invariantViolations() -> [String] {
        #if DEBUG
            guard keepsTrivia else { return [] }
            var violations: [String] = []
            var expectedStart = 0
            var rebuilt: [UInt8] = []
            rebuilt.reserveCapacity(byteCount)
            for index in 0..<tokens.count {
                let token = tokens[index]
                if token.start != expectedStart {
                    violations.append("token \(index) starts at byte \(token.start), expected \(expectedStart)")
                }
                if token.end <= token.start {
                    violations.append("token \(index) is empty or reversed (\(token.start)..<\(token.end))")
                }
                if token.start >= 0 && token.end <= byteCount && token.start <= token.end {
                    rebuilt.append(contentsOf: UnsafeBufferPointer(start: bytes + token.start, count: token.length))
                }
                expectedStart = token.end
            }
            if expectedStart != byteCount {
                violations.append("tokens end at byte \(expectedStart), but the file has \(byteCount) bytes")
            }
            if !rebuilt.elementsEqual(UnsafeBufferPointer(start: bytes, count: byteCount)) {
                violations.append("the tokens' bytes do not concatenate back to the file")
            }
            return violations
        #else
            return []
        #endif
    }
}
