import Interfaces

/// The profile screen's model: it knows the protocols, never the app's implementations.
public struct ProfileModel: Sendable {
    @Injected var store: any ProfileStore
    @Injected var analytics: any Analytics

    public init() {}

    /// The greeting the screen shows.
    public func greeting(for userID: String) -> String {
        analytics.record("profile.viewed")
        return "Hello, \(store.displayName(of: userID))"
    }
}
