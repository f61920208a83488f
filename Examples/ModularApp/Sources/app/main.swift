import Candidates
import Core
import Event
import Foundation
import Inject
import Interfaces

// The composition root: registers every feature, validates the whole graph, then runs.
let container = Container()
container.register(Clock.self) { SystemClock() }
container.register(CandidateDirectory.self, scope: .singleton) { MemoryCandidateDirectory() }
container.register(InterviewScheduler.self) { DirectoryScheduler() }
container.validateOrExit()

let directory: CandidateDirectory = container.resolve()
let ada = directory.add(name: "Ada Lovelace")
let scheduler = container.resolve(InterviewScheduler.self)
print("added c\(ada.id) \(ada.name)")
print(scheduler.schedule(candidateID: ada.id, at: Date(timeIntervalSince1970: 1_800_000_000)))
