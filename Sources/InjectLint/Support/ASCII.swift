/// The bytes the byte-level parsers (suppression comments, `#if` conditions) compare against, by name.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let at = UInt8(ascii: "@")
    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let exclamation = UInt8(ascii: "!")
    static let ampersand = UInt8(ascii: "&")
    static let bar = UInt8(ascii: "|")

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
