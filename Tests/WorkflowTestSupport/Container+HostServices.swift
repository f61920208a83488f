import Foundation
import Inject
import InjectWorkflowCore

extension Container {
    /// Registers the three services the host registers before any feature, as singletons like the host's: a
    /// store (in memory unless given), a clock (fixed at ``TestClock/start`` unless given) and a time display
    /// (UTC unless given).
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
        display: TimeDisplay = .utc, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        register(Store.self, scope: .singleton, fileID: fileID, filePath: filePath, line: line, column: column) {
            store
        }
        register(
            WallClock.self, scope: .singleton, fileID: fileID, filePath: filePath, line: line, column: column
        ) { clock }
        register(
            TimeDisplay.self, scope: .singleton, fileID: fileID, filePath: filePath, line: line, column: column
        ) { display }
    }
}
