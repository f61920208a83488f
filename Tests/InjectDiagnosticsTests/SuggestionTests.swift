import InjectDiagnostics
import Testing

/// "Did you mean" picks the closest plausible name, stays silent when nothing is close, and stays fast when
/// there are thousands of candidates.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("--reportr", "--reporter"), ("--relative-path", "--relative-paths"), ("jsno", "json"), ("sarf", "sarif"),
        ("cylce", "cycle"), ("unregisterd", "unregistered"), ("CYCLE", "cycle"), ("featureroot", "featureRoots"),
    ])
    func aTypoFindsTheIntendedName(typed: String, intended: String) {
        let candidates = [
            "--reporter", "--relative-paths", "--quiet", "json", "sarif", "text", "github", "cycle", "unregistered",
            "featureRoots", "include",
        ]
        #expect(SuggestionPolicy.closest(to: typed, in: candidates) == intended)
    }

    @Test func typeNamesAreComparedTheSameWay() {
        #expect(SuggestionPolicy.closest(to: "Mailer", in: ["Mailing", "Store"]) == "Mailing")
        #expect(SuggestionPolicy.closest(to: "mailer", in: ["Store", "Mailer"]) == "Mailer")
        #expect(SuggestionPolicy.limit(forLengths: 6, 7) == 3)
    }

    @Test func anUnrelatedOrOneLetterNameGetsNoSuggestion() {
        #expect(SuggestionPolicy.closest(to: "checkstyle", in: ["text", "json", "sarif", "github"]) == nil)
        #expect(SuggestionPolicy.closest(to: "x", in: []) == nil)
        #expect(SuggestionPolicy.closest(to: "A", in: ["B"]) == nil)
        #expect(SuggestionPolicy.closest(to: "Mailer", in: ["Clock"]) == nil)
        #expect(SuggestionPolicy.closest(to: "", in: ["a"]) == nil)
    }

    @Test func tiesGoToTheEarlierCandidate() {
        #expect(SuggestionPolicy.closest(to: "cat", in: ["bat", "cab"]) == "bat")
    }

    @Test func didYouMeanEndsAHeadline() {
        #expect(SuggestionPolicy.didYouMean("json") == "; did you mean 'json'?")
        #expect(SuggestionPolicy.didYouMean("exclude", quote: "\"") == #"; did you mean "exclude"?"#)
        #expect(SuggestionPolicy.didYouMean(nil) == ".")
    }

    @Test func editDistanceCountsASwapAsOneAndStopsAtItsLimit() {
        #expect(EditDistance.between(Array("ab".utf8), Array("ba".utf8)) == 1)
        #expect(EditDistance.between(Array("kitten".utf8), Array("sitting".utf8)) == 3)
        #expect(EditDistance.between(Array("kitten".utf8), Array("sitting".utf8), limit: 1) == 2)
        #expect(EditDistance.between([], Array("abc".utf8)) == 3)
        #expect(EditDistance.between(Array("abcdefgh".utf8), Array("x".utf8), limit: 2) == 3)
    }

    @Test func theBandedDistanceAgreesWithTheFullOneOnRandomWords() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let a = randomWord(&generator)
            let b = randomWord(&generator)
            let full = EditDistance.between(a, b)
            for limit in 0...4 {
                #expect(EditDistance.between(a, b, limit: limit) == min(full, limit + 1), "\(a) \(b) \(limit)")
            }
        }
    }

    @Test func theIndexAgreesWithAnExhaustiveSearchWhenOneCandidateIsClose() {
        // 6,000 registered names; each question is a typo of one of them.
        let names = (0..<6_000).map { "Service\($0)Provider" }
        let index = SuggestionIndex(names)
        for position in stride(from: 0, to: names.count, by: 97) {
            var typo = Array(names[position])
            typo.swapAt(1, 2)
            #expect(index.closest(to: String(typo)) == position)
        }
        #expect(index.closest(to: "CompletelyUnrelated") == nil)
    }

    @Test func twoThousandQuestionsAgainstSixThousandCandidatesAnswerInBoundedWork() {
        let names = (0..<6_000).map { "Registered\($0)" }
        let index = SuggestionIndex(names)
        var answered = 0
        for question in 0..<2_000 where index.closest(to: "Injected\(question)") != nil { answered += 1 }
        #expect(answered >= 0)  // the point is that this finishes: the benchmark prints the time
    }

    private func randomWord(_ generator: inout SplitMix64) -> [UInt8] {
        (0..<Int(generator.next() % 7)).map { _ in UInt8(ascii: "a") + UInt8(generator.next() % 3) }
    }
}

/// A small deterministic generator for reproducible random tests.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
