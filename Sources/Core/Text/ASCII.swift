/// The ASCII bytes Core's byte-level text code reads and writes (the table layout, date formatting, the escaping
/// fast path), named once.
enum ASCII {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let hyphen = UInt8(ascii: "-")
    static let colon = UInt8(ascii: ":")
    static let zero = UInt8(ascii: "0")
    static let delete: UInt8 = 0x7F
}
