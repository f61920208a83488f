import Foundation
import InjectWorkflowCore
import Testing

@Suite("CSVWriter writes what CSVReader reads back unchanged")
struct CSVWriterTests {
    @Test("fields are quoted only when they need it, quotes doubled, rows end in CRLF")
    func quoting() {
        #expect(
            CSVWriter.line(["plain", "a,b", "say \"hi\"", "two\nlines", " padded", ""])
                == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\" padded\",\r\n")
        #expect(CSVWriter.line([""]) == "\"\"\r\n")
    }

    @Test("a round trip through the writer and the reader is the identity, whatever the text")
    func roundTrip() {
        let alphabet: [String] = ["a", "Z", " ", ",", "\"", "\n", "\r", "\r\n", "é", "🎉", "=", ";", "\t", ""]
        var generator = SplitMix(seed: 42)
        for columns in 1...4 {
            let header = (1...columns).map { "col\($0)" }
            let rows = (0..<200).map { _ in
                (0..<columns).map { _ in
                    (0..<generator.next(below: 6)).map { _ in alphabet[generator.next(below: alphabet.count)] }.joined()
                }
            }
            let table = CSVReader.read(Data(CSVWriter.document(header: header, rows: rows).utf8))
            #expect(table.problems.isEmpty)
            #expect(table.header == header)
            #expect(table.records.map(\.fields) == rows, "columns: \(columns)")
        }
    }
}

/// A tiny deterministic generator, so a failing round trip can be replayed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
