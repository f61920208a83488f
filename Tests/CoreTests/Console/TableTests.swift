import InjectWorkflowCore
import Testing

@Suite("Table")
struct TableTests {
    @Test func columnsArePaddedToTheWidestCellWithTwoSpacesBetween() {
        let table = Table(
            columns: ["ID", "NAME", "STAGE"], rows: [["c1", "Ada Lovelace", "applied"], ["c10", "Al", "hired"]])
        #expect(
            table.rendered() == """
                ID   NAME          STAGE
                c1   Ada Lovelace  applied
                c10  Al            hired
                """)
    }

    @Test func linesNeverEndInSpaces() {
        let table = Table(columns: ["A", "B"], rows: [["long cell", ""], ["x"]])
        for line in table.rendered().split(separator: "\n") {
            #expect(line.last != " ", "line '\(line)' ends in a space")
        }
    }

    @Test func anEmptyTableIsJustItsHeader() {
        #expect(Table(columns: ["ID", "NAME"], rows: []).rendered() == "ID  NAME")
    }

    @Test func widthsCountCharactersNotBytes() {
        let table = Table(columns: ["NAME", "ROLE"], rows: [["Zoë", "QA"], ["Bob", "Dev"]])
        #expect(
            table.rendered() == """
                NAME  ROLE
                Zoë   QA
                Bob   Dev
                """)
    }

    @Test func rowsLongerThanTheHeaderKeepTheirExtraCells() {
        let table = Table(columns: ["A"], rows: [["1", "extra"]])
        #expect(table.rendered() == "A\n1  extra")
    }
}
