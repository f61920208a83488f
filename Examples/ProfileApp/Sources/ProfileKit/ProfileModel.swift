import Inject

/// A SwiftUI-style view model: main-actor isolated and built on the main actor.
@MainActor public final class ProfileModel {
    @Injected var store: Store
    @Injected var analytics: Analytics?  // optional: nil when not registered, never an error
    public private(set) var title = ""

    public init() {}

    public func load(user: String) {
        title = store.name(of: user)
        analytics?.track("profile shown")
    }
}

/// Optional analytics, registered only in some builds.
public protocol Analytics: Sendable {
    func track(_ event: String)
}

/// A main-actor "view" that injects its model, as a SwiftUI view would.
@MainActor public struct ProfileScreen {
    @Injected var model: ProfileModel

    public init() {}

    public func render(user: String) -> String {
        model.load(user: user)
        return "[\(model.title)]"
    }
}
