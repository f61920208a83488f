/// The top of the three-level graph `Service → Repository → Store`: it needs a ``Repository``.
protocol Service: Sendable {
    /// The repository this service uses.
    var repository: any Repository { get }
}

/// The ``Service`` every library builds, given its repository through its initialiser.
final class RepositoryBackedService: Service {
    let repository: any Repository

    init(repository: any Repository) {
        self.repository = repository
    }
}
