import InjectWorkflowCore
import Testing

@Suite("Suggestion")
struct SuggestionTests {
    @Test(
        arguments: [
            ("lsit", ["add", "list", "show"], "list"),
            ("cnadidates", ["candidates", "email", "events"], "candidates"),
            ("ad", ["add", "list"], "add"),
            ("evnts", ["candidates", "email", "events"], "events"),
            ("cand", ["candidates", "email"], "candidates"),
            ("--nmae", ["--name", "--email"], "--name"),
            ("LIST", ["add", "list"], "list"),
        ] as [(String, [String], String)])
    func aCloseTypoSuggestsTheIntendedName(input: String, candidates: [String], expected: String) {
        #expect(Suggestion.closest(to: input, among: candidates) == expected)
    }

    @Test(
        arguments: [
            ("zzz", ["add", "list", "show"]),
            ("ls", ["add", "show"]),
            ("e", ["email", "events"]),
            ("delete", ["add", "list"]),
        ] as [(String, [String])])
    func somethingFarFromEveryNameSuggestsNothing(input: String, candidates: [String]) {
        #expect(Suggestion.closest(to: input, among: candidates) == nil)
    }
}
