import Testing

@testable import InjectWorkflowEvents

@Suite("iCalendar content lines: escaping and folding")
struct ContentLineTests {
    @Test("TEXT values escape backslash, semicolon, comma and line breaks")
    func textEscaping() {
        #expect(ContentLine.escapedText(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
        #expect(ContentLine.escapedText("one\ntwo\r\nthree") == #"one\ntwo\nthree"#)
        #expect(ContentLine.escapedText("plain: text") == "plain: text")
    }

    @Test("parameter values are quoted when they hold : ; or , and lose double quotes")
    func parameterValues() {
        #expect(ContentLine.parameterValue("Ada Lovelace") == "Ada Lovelace")
        #expect(ContentLine.parameterValue("Hopper, Grace") == "\"Hopper, Grace\"")
        #expect(ContentLine.parameterValue("say \"hi\"") == "say 'hi'")
    }

    @Test("lines fold at 75 octets with a leading space, never inside a UTF-8 sequence")
    func folding() {
        let line = ContentLine(name: "SUMMARY", value: String(repeating: "Ñandú 🎉 ", count: 20)).rendered
        let physical = line.components(separatedBy: "\r\n")
        #expect(physical.count > 2)
        for (index, part) in physical.enumerated() {
            #expect(part.utf8.count <= 75, "line \(index) has \(part.utf8.count) octets")
            if index > 0 { #expect(part.hasPrefix(" ")) }
        }
        // Unfolding (drop CRLF + one space) gives the logical line back.
        #expect(
            physical.enumerated().map { $0 == 0 ? $1 : String($1.dropFirst()) }.joined() == "SUMMARY:"
                + String(repeating: "Ñandú 🎉 ", count: 20))
    }

    @Test("a line of exactly 75 octets is not folded")
    func exactLengthStays() {
        let line = ContentLine(name: "X", value: String(repeating: "a", count: 73)).rendered
        #expect(line.utf8.count == 75)
        #expect(!line.contains("\r\n"))
    }
}
