import Testing

@testable import InjectLint

/// "Did you mean" picks the closest plausible name, and stays silent when nothing is close.
@Suite("Suggestion")
struct SuggestionTests {
    @Test(arguments: [
        ("--reportr", "--reporter"), ("--relative-path", "--relative-paths"), ("jsno", "json"), ("sarf", "sarif"),
        ("cylce", "cycle"), ("unregisterd", "unregistered"), ("CYCLE", "cycle"), ("featureroot", "featureRoots"),
    ])
    func typoFindsTheIntendedName(typed: String, intended: String) {
        let candidates = [
            "--reporter", "--relative-paths", "--quiet", "json", "sarif", "text", "github", "cycle", "unregistered",
            "featureRoots", "include",
        ]
        #expect(Suggestion.closest(to: typed, in: candidates) == intended)
    }

    @Test func unrelatedWordGetsNoSuggestion() {
        #expect(Suggestion.closest(to: "checkstyle", in: ["text", "json", "sarif", "github"]) == nil)
        #expect(Suggestion.closest(to: "x", in: []) == nil)
    }

    @Test func transpositionCostsOne() {
        #expect(EditDistance.between(Array("ab".utf8), Array("ba".utf8), countingTranspositions: true) == 1)
        #expect(EditDistance.between(Array("kitten".utf8), Array("sitting".utf8), countingTranspositions: true) == 3)
        #expect(EditDistance.between([], Array("abc".utf8), countingTranspositions: true) == 3)
    }

    @Test func withoutTranspositionsASwapIsTwoEdits() {
        // Type names for the `unregistered` rule's "did you mean" are compared this way.
        #expect(EditDistance.between(Array("ab".utf8), Array("ba".utf8)) == 2)
        #expect(EditDistance.between(Array("Mailer".unicodeScalars), Array("Mailr".unicodeScalars)) == 1)
    }
}
