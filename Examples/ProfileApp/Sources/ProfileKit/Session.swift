import Inject
import Observation

extension Scope {
    /// The logged-in user's scope: its services end at logout (`container.reset(.session)`).
    public static let session = Scope.custom("session")
}

/// What the user is buying; lives as long as the session.
public final class Cart: Sendable {
    public let id = ObjectIdentifier(Token())
    public init() {}

    private final class Token: Sendable {}
}

/// A screen's model built from a value known only at run time, with injection for the rest.
public struct ProfileDetail: Sendable {
    public let userID: String
    let store: any Store

    public init(userID: String, store: any Store) {
        self.userID = userID
        self.store = store
    }

    public var title: String { store.name(of: userID) }
}

/// A SwiftUI-style `@Observable` model: injected properties are `@ObservationIgnored` (the macro would otherwise
/// turn the wrapper's storage into observed state, which Swift refuses).
@Observable @MainActor public final class CartModel {
    @ObservationIgnored @Injected var cart: Cart
    @ObservationIgnored let store = Injected<Store>()
    public var items = 0

    public init() {}

    public var summary: String { "\(items) item(s) in a cart for \(store.wrappedValue.label)" }
    public var cartID: ObjectIdentifier { cart.id }
}
