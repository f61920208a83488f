import InjectWorkflowCore
import Testing

@Suite("TableBuilder")
struct TableBuilderTests {
    @Test func cellsFromBytesNumbersAndWritersLayOutLikeStringCells() {
        var builder = TableBuilder(columns: ["ID", "NAME", "ADDED"])
        builder.append("c", 7)
        Array("Ada".utf8).withUnsafeBufferPointer { builder.append(utf8: $0) }
        builder.appendCell { $0.append(contentsOf: Array("2026-11-22".utf8)) }
        builder.endRow()
        builder.append("c", 10)
        builder.append("Zoë")
        builder.append("")
        builder.endRow()
        #expect(builder.rowCount == 2)
        let table = Table(columns: ["ID", "NAME", "ADDED"], rows: [["c7", "Ada", "2026-11-22"], ["c10", "Zoë", ""]])
        #expect(builder.rendered() == table.rendered())
        #expect(builder.renderedUTF8() == Array(table.rendered().utf8))
    }

    @Test(arguments: [0, 1, 9, 10, 99, 100, 12_345, Int.max, -1, -42, Int.min])
    func numberCellsAreWrittenAsDecimal(number: Int) {
        var builder = TableBuilder(columns: ["N"])
        builder.append("c", number)
        builder.endRow()
        #expect(builder.rendered() == "N\nc\(number)")
    }

    @Test func bytesThatAreNotUTF8AreShownAsReplacementCharacters() {
        var builder = TableBuilder(columns: ["NAME", "X"])
        [0x41, 0xFF, 0x42].withUnsafeBufferPointer { builder.append(utf8: $0) }
        builder.append("x")
        builder.endRow()
        #expect(builder.rendered() == "NAME  X\nA\u{FFFD}B   x")
    }

    /// Every byte that can start a character to escape, at every position of an eight-byte word (the fast path
    /// reads eight at a time), is escaped and measured as the String path does it.
    @Test func controlCharactersAreEscapedWhereverTheyStand() {
        let specials: [String] =
            (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
                "\u{7F}", "\u{80}", "\u{9F}", "\u{202E}", "\u{2066}", "é", "\u{2028}", "\t",
            ]
        for special in specials {
            for position in 0...17 {
                let cell = String(repeating: "a", count: position) + special + "bcdefghijklmnopq"
                var builder = TableBuilder(columns: ["NAME", "X"])
                builder.append(cell)
                builder.append("x")
                builder.endRow()
                let escaped = TextSafety.escaped(cell)
                let expected =
                    "NAME" + String(repeating: " ", count: max(0, escaped.count - 4) + 2) + "X\n" + escaped
                    + String(repeating: " ", count: max(4, escaped.count) - escaped.count + 2) + "x"
                #expect(builder.rendered() == expected, "\(special.unicodeScalars.first!.value) at \(position)")
            }
        }
    }
}
