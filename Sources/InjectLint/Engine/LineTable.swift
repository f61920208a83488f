/// Turns byte offsets into 1-based line and UTF-8-byte column, as swiftc counts them (`\n`, `\r\n` and a lone
/// `\r` each end a line; a tab is one column).
///
/// Built only for files that have something to report, so clean files never pay for it.
struct LineTable {
    /// Byte offset of the first byte of each line.
    private var lineStarts: [Int] = [0]

    init(bytes: [UInt8]) {
        // Through a pointer: in a debug build, `Array`'s subscript is a call per byte.
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            guard let p = buffer.baseAddress else { return starts }
            let count = buffer.count
            var index = 0
            while index < count {
                let b = p[index]
                if b == 10 {
                    starts.append(index + 1)
                } else if b == 13 {
                    if index + 1 < count && p[index + 1] == 10 { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            return starts
        }
    }

    /// The line and column of `byteOffset`.
    func position(of byteOffset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= byteOffset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return (low + 1, byteOffset - lineStarts[low] + 1)
    }

    /// The byte offset where 1-based `line` starts, or nil past the last line.
    func start(ofLine line: Int) -> Int? {
        line >= 1 && line <= lineStarts.count ? lineStarts[line - 1] : nil
    }
}
