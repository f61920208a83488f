/// The bytes the byte-level parsers (suppression comments, `#if` conditions) compare against, by name.
enum ASCII {
    // Each byte is a computed property returning its literal: a constant in a release build. In a debug build (the
    // build-tool plugin's) a read from another file is still a call (not zero-cost: what the scanner pays for it is in
    // Benchmarks/README.md, "inject-lint"), where a `static let` was a call too, to a lazy global's addressor.
    // `@_transparent` only inlines where the body is visible: in this file. A loop comparing many bytes reads the
    // ones it needs into locals first (`TokenView.firstUnbalanced`).
    /// `\n`
    static var newline: UInt8 { @_transparent get { 10 } }
    /// `\r`
    static var carriageReturn: UInt8 { @_transparent get { 13 } }
    /// `\t`
    static var tab: UInt8 { @_transparent get { 9 } }
    /// ` `
    static var space: UInt8 { @_transparent get { 32 } }
    /// `!`
    static var exclamation: UInt8 { @_transparent get { 33 } }
    /// `"`
    static var quote: UInt8 { @_transparent get { 34 } }
    /// `#`
    static var hash: UInt8 { @_transparent get { 35 } }
    /// `&`
    static var ampersand: UInt8 { @_transparent get { 38 } }
    /// `(`
    static var openParenthesis: UInt8 { @_transparent get { 40 } }
    /// `)`
    static var closeParenthesis: UInt8 { @_transparent get { 41 } }
    /// `,`
    static var comma: UInt8 { @_transparent get { 44 } }
    /// `-`
    static var minus: UInt8 { @_transparent get { 45 } }
    /// `.`
    static var dot: UInt8 { @_transparent get { 46 } }
    /// `/`
    static var slash: UInt8 { @_transparent get { 47 } }
    /// `:`
    static var colon: UInt8 { @_transparent get { 58 } }
    /// `;`
    static var semicolon: UInt8 { @_transparent get { 59 } }
    /// `<`
    static var lessThan: UInt8 { @_transparent get { 60 } }
    /// `=`
    static var equals: UInt8 { @_transparent get { 61 } }
    /// `>`
    static var greaterThan: UInt8 { @_transparent get { 62 } }
    /// `?`
    static var question: UInt8 { @_transparent get { 63 } }
    /// `@`
    static var at: UInt8 { @_transparent get { 64 } }
    /// `A`
    static var uppercaseA: UInt8 { @_transparent get { 65 } }
    /// `Z`
    static var uppercaseZ: UInt8 { @_transparent get { 90 } }
    /// `[`
    static var openBracket: UInt8 { @_transparent get { 91 } }
    /// `\\`
    static var backslash: UInt8 { @_transparent get { 92 } }
    /// `]`
    static var closeBracket: UInt8 { @_transparent get { 93 } }
    /// `a`
    static var lowercaseA: UInt8 { @_transparent get { 97 } }
    /// `z`
    static var lowercaseZ: UInt8 { @_transparent get { 122 } }
    /// `{`
    static var openBrace: UInt8 { @_transparent get { 123 } }
    /// `|`
    static var bar: UInt8 { @_transparent get { 124 } }
    /// `}`
    static var closeBrace: UInt8 { @_transparent get { 125 } }

    /// `_`
    static var underscore: UInt8 { @_transparent get { 95 } }
    /// `0`
    static var zero: UInt8 { @_transparent get { 48 } }
    /// `9`
    static var nine: UInt8 { @_transparent get { 57 } }
    /// `S`, `e`, `l`, `f`: the letters of `Self`.
    static var uppercaseS: UInt8 { @_transparent get { 83 } }
    static var lowercaseE: UInt8 { @_transparent get { 101 } }
    static var lowercaseL: UInt8 { @_transparent get { 108 } }
    static var lowercaseF: UInt8 { @_transparent get { 102 } }
    /// The bit that makes an ASCII letter lowercase (`b | lowercaseBit` folds `A`–`Z` onto `a`–`z`).
    static var lowercaseBit: UInt8 { @_transparent get { 0x20 } }

    /// Whether every byte is ASCII (then the bytes are valid UTF-8, and their order is their text's order).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // An index loop over the base pointer: a `for … in` over the buffer is an iterator call per byte in a debug
        // build (the build-tool plugin's).
        guard let base = bytes.baseAddress else { return true }
        var combined: UInt8 = 0
        var index = 0
        while index < bytes.count {
            combined |= base[index]
            index &+= 1
        }
        return combined < 0x80
    }
}
