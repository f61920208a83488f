/// The bottom of the three-level graph `Service → Repository → Store`.
///
/// Like the app's service protocols, it refines `Sendable`; the implementation is a small final class, so
/// building one costs one allocation and the figures measure the containers rather than the services.
protocol Store: Sendable {
    /// A value to read, so a benchmark can touch the instance.
    var identifier: Int { get }
}

/// The ``Store`` every library builds.
final class InMemoryStore: Store {
    let identifier = 1
}
