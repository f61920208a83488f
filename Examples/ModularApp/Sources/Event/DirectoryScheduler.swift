import Core
import Foundation
import Inject
import Interfaces

/// Schedules interviews with candidates it finds through `Interfaces`: it never imports the Candidates module.
public struct DirectoryScheduler: InterviewScheduler {
    let directory = Injected<CandidateDirectory>()

    public init() {}

    public func schedule(candidateID: Int, at start: Date) -> String {
        guard let candidate = directory.wrappedValue.candidate(id: candidateID) else {
            return "no candidate \(candidateID)"
        }
        return "interview with \(candidate.name) at \(Int(start.timeIntervalSince1970))"
    }
}
