import Core
import Foundation
import Inject

extension Container {
    /// Registers the two services the host registers before any feature, as singletons like the host's: a
    /// document store (in memory unless given) and a clock (fixed at ``TestClock/start`` unless given).
    ///
    /// ```swift
    /// let container = Container()
    /// container.registerHostServices(store: store, clock: clock)
    /// CandidatesModule().register(in: container)
    /// ```
    ///
    /// The caller's location is passed on, so a validation report points at the test, not at this helper.
    public func registerHostServices(
        store: any Store = InMemoryStore(), clock: any WallClock = FixedClock(TestClock.start),
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        register(Store.self, scope: .singleton, fileID: fileID, filePath: filePath, line: line, column: column) {
            store
        }
        register(
            WallClock.self, scope: .singleton, fileID: fileID, filePath: filePath, line: line, column: column
        ) { clock }
    }
}
