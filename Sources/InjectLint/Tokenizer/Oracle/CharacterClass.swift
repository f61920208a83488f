/// Byte classes for the tokenizer's hot loops, as bits in one 256-entry table.
///
/// A table load is one instruction even in a debug build, where each `(b >= 97 && b <= 122) || …` chain
/// or predicate function would be several calls.
enum CharacterClass {
    static let whitespace: UInt8 = 1
    static let identifierHead: UInt8 = 2
    static let identifierBody: UInt8 = 4
    /// A byte that is always a punctuation token of its own: not `/`, `"`, `#`, `@`, a backtick or a parenthesis,
    /// which may start a comment, a literal, an attribute or close an interpolation (see `Lexer.lexOther`).
    static let plainPunctuation: UInt8 = 8
    /// `(` or `)`: plain punctuation while no interpolation is open.
    static let parenthesis: UInt8 = 16
    /// An ASCII byte that may continue an identifier: lets the identifier loop test one bit per byte, non-ASCII
    /// bytes (which need validating) falling out of it.
    static let asciiIdentifierBody: UInt8 = 32

    /// The table; built once, never written again, so sharing it between threads is safe.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0..<256 {
            let b = UInt8(value)
            var bits: UInt8 = 0
            if b == 32 || b == 9 || b == 10 || b == 13 || b == 11 || b == 12 { bits |= whitespace }
            let letter = (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || b == 95 || b == 36 || b >= 0x80
            if letter { bits |= identifierHead | identifierBody }
            if b >= 48 && b <= 57 { bits |= identifierBody }
            if bits & identifierBody != 0 && b < 0x80 { bits |= asciiIdentifierBody }
            if b == 40 || b == 41 {
                bits |= parenthesis
            } else if bits == 0 && b != 47 && b != 34 && b != 35 && b != 64 && b != 96 {
                bits |= plainPunctuation
            }
            table[value] = bits
        }
        return UnsafePointer(table)
    }()
}
