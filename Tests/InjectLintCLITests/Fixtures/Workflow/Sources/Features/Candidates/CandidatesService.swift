import Events
import Inject
import Interfaces

/// Uses a clock nobody registers, and misspells the mailer.
struct CandidatesService {
    @Injected var store: CandidateStore
    @Injected var clock: Clock
    @Injected var mailer: Mailr
}

struct InMemoryCandidateStore: CandidateStore {}
