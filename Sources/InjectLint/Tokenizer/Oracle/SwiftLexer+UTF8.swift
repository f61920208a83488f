// UTF-8 validation folded into tokenizing: only bytes ≥ 0x80 reach it, so ASCII costs nothing extra.
extension SwiftLexer {
    /// The length of the scalar starting at `index` (whose first byte is ≥ 0x80), or 1 after recording an
    /// `invalidUTF8` problem when the bytes there are not UTF-8 (so tokenizing steps over the bad byte).
    mutating func validatedScalarLength(at index: Int) -> Int {
        let b0 = p[index]
        var needed = 0
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        if b0 >= 0xC2 && b0 <= 0xDF {
            needed = 1
        } else if b0 == 0xE0 {
            needed = 2
            low = 0xA0
        } else if (b0 >= 0xE1 && b0 <= 0xEC) || b0 == 0xEE || b0 == 0xEF {
            needed = 2
        } else if b0 == 0xED {
            needed = 2
            high = 0x9F
        } else if b0 == 0xF0 {
            needed = 3
            low = 0x90
        } else if b0 >= 0xF1 && b0 <= 0xF3 {
            needed = 3
        } else if b0 == 0xF4 {
            needed = 3
            high = 0x8F
        } else {
            recordInvalidUTF8(at: index)
            return 1
        }
        if index + needed >= n {
            recordInvalidUTF8(at: index)
            return 1
        }
        let b1 = p[index + 1]
        if b1 < low || b1 > high {
            recordInvalidUTF8(at: index)
            return 1
        }
        var k = 2
        while k <= needed {
            let b = p[index + k]
            if b < 0x80 || b > 0xBF {
                recordInvalidUTF8(at: index)
                return 1
            }
            k += 1
        }
        return needed + 1
    }

    private mutating func recordInvalidUTF8(at index: Int) {
        if sawInvalidUTF8 { return }  // the first bad byte is the one to report
        sawInvalidUTF8 = true
        problems.append(.invalidUTF8(byteOffset: index))
    }
}
