import Inject
import Interfaces

struct CandidatesServiceImpl: CandidatesService {
    @Injected var clock: any Interfaces.Clock
    @Injected var mailer: Mailr
    @Injected(name: "local") var localClock: Clock
    @Injected var analytics: Analytics?
    @Injected var repository: Repository<Candidate>
}
