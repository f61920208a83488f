import Inject

// Small services behind protocols, the shape the app uses.

protocol Store: Sendable {
    var label: String { get }
}

final class MemoryStore: Store {
    let label: String
    init(label: String = "memory") { self.label = label }
}

protocol Repository: Sendable {
    var store: any Store { get }
}

final class StoreRepository: Repository {
    let store: any Store
    init(store: any Store) { self.store = store }
}

protocol Service: Sendable {
    var repository: any Repository { get }
}

final class RepositoryService: Service {
    let repository: any Repository
    init(repository: any Repository) { self.repository = repository }
}

protocol Analytics: Sendable {}

final class CountingAnalytics: Analytics {}

/// Registers `Service → Repository → Store` with constructor injection.
func registerThreeLevels(in container: Container, scope: Scope = .transient) {
    container.register(Store.self, scope: scope) { MemoryStore() }
    container.register(Repository.self, scope: scope) { r in StoreRepository(store: r.resolve()) }
    container.register(Service.self, scope: scope) { r in RepositoryService(repository: r.resolve()) }
}
