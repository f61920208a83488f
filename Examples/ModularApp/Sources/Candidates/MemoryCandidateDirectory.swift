import Core
import Foundation
import Inject
import Interfaces

/// Candidates kept in memory, stamped with the injected clock.
public final class MemoryCandidateDirectory: CandidateDirectory, @unchecked Sendable {
    // @unchecked: every stored property but `clock` is guarded by `lock`; `clock` is the wrapper, itself safe.
    @Injected var clock: Clock
    private let lock = NSLock()
    private var candidates: [Candidate] = []

    public init() {}

    public func add(name: String) -> Candidate {
        let now = clock.now
        return lock.withLock {
            let candidate = Candidate(id: candidates.count + 1, name: name, addedAt: now)
            candidates.append(candidate)
            return candidate
        }
    }

    public func candidate(id: Int) -> Candidate? {
        lock.withLock { candidates.first { $0.id == id } }
    }
}
