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
        #expect(Suggestion.editDistance(Array("ab".utf8), Array("ba".utf8)) == 1)
        #expect(Suggestion.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
        #expect(Suggestion.editDistance([], Array("abc".utf8)) == 3)
    }
}
