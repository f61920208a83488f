import Candidates
import Core
import Foundation
import Inject
import InjectTesting
import Interfaces
import Testing

struct FixedClock: Clock {
    var now: Date { Date(timeIntervalSince1970: 1_700_000_000) }
}

@Suite(.container { $0.register(Clock.self) { FixedClock() } })
struct CandidatesTests {
    @Test func aCandidateIsStampedWithTheInjectedClock() {
        let directory = MemoryCandidateDirectory()
        let ada = directory.add(name: "Ada")
        #expect(ada == Candidate(id: 1, name: "Ada", addedAt: Date(timeIntervalSince1970: 1_700_000_000)))
        #expect(directory.candidate(id: 1)?.name == "Ada")
    }
}
