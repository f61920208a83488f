import Foundation
import InjectWorkflowCore
import Testing

@Suite("CSVReader reads RFC 4180 and reports every bad row with its line")
struct CSVReaderTests {
    func read(_ text: String) -> CSVTable { CSVReader.read(Data(text.utf8)) }

    @Test("quoted fields hold commas, line breaks and doubled quotes")
    func quotedFields() {
        let table = read("name,note\r\nAda,\"one, two\"\r\n\"Grace \"\"Amazing\"\" Hopper\",\"line 1\nline 2\"\r\n")
        #expect(table.problems.isEmpty)
        #expect(table.header == ["name", "note"])
        #expect(table.records.map(\.fields) == [["Ada", "one, two"], ["Grace \"Amazing\" Hopper", "line 1\nline 2"]])
        #expect(table.records.map(\.line) == [2, 3])
    }

    @Test("LF, CRLF and CR line ends, a missing final line end and a byte order mark all read alike")
    func lineEndsAndBOM() {
        let expected = [["1", "2"], ["3", "4"]]
        for text in ["a,b\n1,2\n3,4\n", "a,b\r\n1,2\r\n3,4", "a,b\r1,2\r3,4\r", "\u{FEFF}a,b\n1,2\r\n3,4"] {
            let table = read(text)
            #expect(table.problems.isEmpty, "\(text.debugDescription)")
            #expect(table.header == ["a", "b"], "\(text.debugDescription)")
            #expect(table.records.map(\.fields) == expected, "\(text.debugDescription)")
            #expect(table.records.map(\.line) == [2, 3], "\(text.debugDescription)")
        }
    }

    @Test("blank lines are skipped but still counted, and empty fields are kept")
    func blankLinesAndEmptyFields() {
        let table = read("a,b,c\n\n,,\n1,,3\n\r\n4,5,\n")
        #expect(table.problems.isEmpty)
        #expect(table.records.map(\.fields) == [["", "", ""], ["1", "", "3"], ["4", "5", ""]])
        #expect(table.records.map(\.line) == [3, 4, 6])
    }

    @Test("a line break inside quotes moves the line numbers of the rows after it")
    func linesAfterMultilineField() {
        let table = read("a,b\n\"x\r\ny\rz\",1\nonly-one\n")
        #expect(table.records.map(\.line) == [2])
        #expect(table.problems == [CSVProblem(line: 5, reason: .fieldCount(expected: 2, found: 1))])
    }

    @Test("every bad row is reported with its line and reason, and only good rows are records")
    func everyBadRowIsReported() {
        let table = read(
            """
            name,email
            Ada,ada@example.com
            Grace
            Al"an,alan@example.com
            "Linus"x,linus@example.com
            Barbara,barbara@example.com,extra
            Edsger,edsger@example.com

            """)
        #expect(table.records.map(\.line) == [2, 7])
        #expect(
            table.problems == [
                CSVProblem(line: 3, reason: .fieldCount(expected: 2, found: 1)),
                CSVProblem(line: 4, reason: .quoteInUnquotedField(column: 1)),
                CSVProblem(line: 5, reason: .textAfterClosingQuote(column: 1)),
                CSVProblem(line: 6, reason: .fieldCount(expected: 2, found: 3)),
            ])
        #expect(
            table.problems.map(\.description)[0...1] == [
                "line 3: 1 field, but the header has 2 columns",
                "line 4: column 1 has a '\"' inside an unquoted field; quote the whole field and double the quote "
                    + "(\"a \"\"b\"\" c\")",
            ])
    }

    @Test("an unbalanced quote is reported on the line it opens, and nothing after it is read")
    func unbalancedQuote() {
        let table = read("a,b\n1,2\n3,\"never closed\n4,5\n6,7\n")
        #expect(table.records.map(\.fields) == [["1", "2"]])
        #expect(table.problems == [CSVProblem(line: 3, reason: .unterminatedQuote)])
    }

    @Test("a 0-byte file, a file of blank lines and a byte order mark alone have no header")
    func emptyInputs() {
        #expect(read("").problems == [CSVProblem(line: 1, reason: .emptyFile)])
        #expect(read("\n\r\n\n").problems == [CSVProblem(line: 1, reason: .noHeader)])
        #expect(read("\u{FEFF}").problems == [CSVProblem(line: 1, reason: .noHeader)])
        #expect(read("a,b\n").problems.isEmpty)
    }

    @Test("bytes that are not UTF-8 are reported with their line and column")
    func invalidUTF8() {
        var data = Data("a,b\n1,".utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(contentsOf: Array("\n3,4\n".utf8))
        let table = CSVReader.read(data)
        #expect(table.problems == [CSVProblem(line: 2, reason: .invalidUTF8(column: 2))])
        #expect(table.records.map(\.fields) == [["3", "4"]])
    }

    @Test("empty and repeated column names are refused")
    func headerProblems() {
        let table = read("name,,Name\n1,2,3\n")
        #expect(
            table.problems == [
                CSVProblem(line: 1, reason: .emptyColumnName(column: 2)),
                CSVProblem(line: 1, reason: .duplicateColumnName("Name")),
            ])
        #expect(table.column(named: " NAME ") == 0)
    }

    @Test("hostile shapes: a 4 MB field, 100,000 quotes, 200,000 one-field rows, all read in one pass")
    func hostileShapes() {
        let huge = String(repeating: "x", count: 4_000_000)
        #expect(read("a\n\"\(huge)\"\n").records.first?.fields == [huge])
        let quotes = String(repeating: "\"\"", count: 100_000)
        #expect(read("a\n\"\(quotes)\"\n").records.first?.fields.first?.count == 100_000)
        let manyRows = "a\n" + String(repeating: "1\n", count: 200_000)
        #expect(read(manyRows).records.count == 200_000)
        let manyCommas = "a\n" + String(repeating: ",", count: 100_000) + "\n"
        #expect(read(manyCommas).problems == [CSVProblem(line: 2, reason: .fieldCount(expected: 1, found: 100_001))])
        let unbalanced = "a\n\"" + String(repeating: "x\n", count: 100_000)
        #expect(read(unbalanced).problems == [CSVProblem(line: 2, reason: .unterminatedQuote)])
    }
}
