import Foundation
import InjectWorkflowCore
import Testing

@Suite("Whitespace is Foundation's whitespacesAndNewlines, without the bridging")
struct WhitespaceTests {
    @Test("every scalar of the Basic Multilingual Plane is classified as CharacterSet does")
    func classifiesLikeFoundation() {
        let foundation = CharacterSet.whitespacesAndNewlines
        let disagreements = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter {
            Whitespace.contains($0) != foundation.contains($0)
        }
        #expect(disagreements.isEmpty, "\(disagreements.map { String($0.value, radix: 16) })")
    }

    @Test(
        "trimming agrees with trimmingCharacters(in: .whitespacesAndNewlines)",
        arguments: [
            "", " ", "\n\t ", "Ada", "  Ada  ", "\u{00A0}Ada\u{3000}", "\r\nAda Lovelace\r\n", "A d a",
            "\u{200B}Ada\u{200B}", " \u{301}Ada", "Ada\u{85}", "\u{2028}Zoë Ñúñez\u{2029}", "😀 ", "\u{1680}x",
        ])
    func trimsLikeFoundation(text: String) {
        #expect(Whitespace.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
