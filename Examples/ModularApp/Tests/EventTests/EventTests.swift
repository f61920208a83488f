import Candidates
import Core
import Event
import Foundation
import Inject
import InjectTesting
import Interfaces
import Testing

struct StubClock: Clock {
    var now: Date { Date(timeIntervalSince1970: 0) }
}

@Suite struct EventTests {
    @Test func theSchedulerFindsCandidatesThroughInterfaces() {
        let container = Container()
        container.register(Clock.self) { StubClock() }
        container.register(CandidateDirectory.self, scope: .singleton) { MemoryCandidateDirectory() }
        container.register(InterviewScheduler.self) { DirectoryScheduler() }
        #expect(container.validate().findings.isEmpty)
        let grace = container.resolve(CandidateDirectory.self).add(name: "Grace")
        let scheduler = container.resolve(InterviewScheduler.self)
        #expect(
            scheduler.schedule(candidateID: grace.id, at: Date(timeIntervalSince1970: 60))
                == "interview with Grace at 60")
        #expect(scheduler.schedule(candidateID: 9, at: Date()) == "no candidate 9")
    }
}
