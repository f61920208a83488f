import Foundation

/// The singletons tests saw, to prove none was shared between two tests.
final class Seen: @unchecked Sendable {
    // Safe: `identities` and `kept` are touched only with `lock` held.
    private let lock = NSLock()
    private var identities: Set<ObjectIdentifier> = []
    /// Every recorded object, kept alive: a freed object's address can be given to the next one, which would then
    /// look like the same instance (it made the suite-level test fail now and then).
    private var kept: [AnyObject] = []

    /// Records `object`; false if another test recorded the same instance before.
    func recordIsNew(_ object: AnyObject) -> Bool {
        lock.withLock {
            kept.append(object)
            return identities.insert(ObjectIdentifier(object)).inserted
        }
    }
}
