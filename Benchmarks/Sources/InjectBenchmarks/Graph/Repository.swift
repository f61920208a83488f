/// The middle of the three-level graph `Service → Repository → Store`: it needs a ``Store``.
protocol Repository: Sendable {
    /// The store this repository reads from.
    var store: any Store { get }
}

/// The ``Repository`` every library builds, given its store through its initialiser.
final class StoreBackedRepository: Repository {
    let store: any Store

    init(store: any Store) {
        self.store = store
    }
}
