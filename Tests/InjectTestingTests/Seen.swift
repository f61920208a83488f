import Foundation

/// The singletons tests saw, to prove none was shared between two tests.
final class Seen: @unchecked Sendable {
    // Safe: `identities` is touched only with `lock` held.
    private let lock = NSLock()
    private var identities: Set<ObjectIdentifier> = []

    /// Records `object`; false if another test recorded the same instance before.
    func recordIsNew(_ object: AnyObject) -> Bool {
        lock.withLock { identities.insert(ObjectIdentifier(object)).inserted }
    }
}
