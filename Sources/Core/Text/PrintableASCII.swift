/// Finds the bytes of UTF-8 text that are not printable ASCII (U+0020–U+007E: control characters, DEL, and
/// every byte of a non-ASCII character), eight bytes at a time: the escaping of printed text and the table
/// layout look closer only at those, and a listing of 100,000 rows is seven million bytes of which nearly none.
///
/// ```swift
/// "Ada\u{1B}[2J".utf8.withContiguousStorageIfAvailable { PrintableASCII.firstOtherByte(in: $0) }   // 3
/// ```
enum PrintableASCII {
    /// The index of the first byte of `bytes[start...]` outside printable ASCII, or `bytes.count` when none is.
    static func firstOtherByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var index = start
        // A word with such a byte stops the word loop; the byte loop then finds it among the next eight.
        while index + 8 <= bytes.count,
            !mayHoldOtherByte(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        {
            index += 8
        }
        while index < bytes.count {
            if bytes[index] < ASCII.space || bytes[index] >= ASCII.delete { return index }
            index += 1
        }
        return bytes.count
    }

    /// Whether any of the eight bytes in `word` is below 0x20, is 0x7F, or has its high bit set: exact (the
    /// classic "has less than" and "has zero byte" bit tricks), never a false "no".
    private static func mayHoldOtherByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let belowSpace = (word &- ones &* UInt64(ASCII.space)) & ~word & highBits
        let delete = word ^ (ones &* UInt64(ASCII.delete))
        let isDelete = (delete &- ones) & ~delete & highBits
        return (word & highBits) | belowSpace | isDelete != 0
    }
}
