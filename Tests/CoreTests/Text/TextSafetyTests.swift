import InjectWorkflowCore
import Testing

@Suite("TextSafety escapes what it refuses, wherever it stands")
struct TextSafetyTests {
    /// Escapes scalar by scalar, the plain way: what the fast paths must agree with.
    static func reference(_ text: String, keepingLineBreaks: Bool) -> String {
        text.unicodeScalars.map { scalar in
            let kept = keepingLineBreaks && (scalar == "\n" || scalar == "\r")
            guard TextSafety.isForbidden(scalar), !kept else { return String(scalar) }
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }.joined()
    }

    /// Every byte value below 0x80 and the characters around the forbidden ones above it, at every position of
    /// the eight-byte words the scan reads, in a line and in text that keeps its line breaks.
    @Test(arguments: [false, true])
    func everyCharacterAtEveryPositionIsEscapedAsTheReferenceDoes(keepingLineBreaks: Bool) {
        let characters =
            (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
            + ["\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}", "\u{2066}"]
            + ["\u{2069}", "\u{206A}", "🚀"]
        for character in characters {
            for position in 0...17 {
                let text = String(repeating: "a", count: position) + character + "bcdefghijklmnopq"
                #expect(
                    TextSafety.escaped(text, keepingLineBreaks: keepingLineBreaks)
                        == Self.reference(text, keepingLineBreaks: keepingLineBreaks),
                    "U+\(String(character.unicodeScalars.first!.value, radix: 16)) at \(position)")
            }
        }
    }
}
