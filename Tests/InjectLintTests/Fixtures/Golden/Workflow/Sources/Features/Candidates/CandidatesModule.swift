import Inject
import Interfaces

public struct CandidatesModule {
    public func register(in container: Container) {
        container.register(CandidatesService.self) { CandidatesServiceImpl() }
        container.register(Repository<Candidate>.self) { CandidateRepository() }
    }
}
