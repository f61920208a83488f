import Synchronization

/// The singletons tests saw, to prove none was shared between two tests.
final class Seen: Sendable {
    private let identities = Mutex<Set<ObjectIdentifier>>([])

    /// Records `object`; false if another test recorded the same instance before.
    func recordIsNew(_ object: AnyObject) -> Bool {
        identities.withLock { $0.insert(ObjectIdentifier(object)).inserted }
    }
}
