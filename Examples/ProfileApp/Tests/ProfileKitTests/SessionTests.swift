import Inject
import ProfileKit
import Testing

/// Runtime arguments, a session scope reset at logout, a singleton wrongly holding the session, and an
/// `@Observable` model with injections: as the README shows them, from an outside package.
@Suite struct SessionTests {
    @Test func aModelIsBuiltWithAnArgument() throws {
        let container = AppContainer.make()
        #expect(container.resolve(ProfileDetail.self, argument: "ada").title == "User ada")
        #expect(throws: ResolutionError.self) { try container.tryResolve(ProfileDetail.self, argument: 42) }
    }

    @Test func anAsyncModelIsAwaitedWithAnArgument() async throws {
        let container = AppContainer.make()
        let activity = try await container.resolveAsync(UserActivity.self, argument: "ada")
        #expect(activity.userID == "ada" && activity.lastSeen == 42)
        await #expect(throws: ResolutionError.self) { try await container.resolveAsync(UserActivity.self, argument: 7) }
        #expect(throws: ResolutionError.self) { try container.tryResolve(UserActivity.self, argument: "ada") }
    }

    @Test func logoutEndsTheSession() {
        let container = AppContainer.make()
        let cart = container.resolve(Cart.self)
        #expect(container.resolve(Cart.self) === cart)
        AppContainer.logOut(container)
        #expect(container.resolve(Cart.self) !== cart)
    }

    @Test func aSingletonHoldingTheSessionIsReportedAtStartUp() {
        let container = AppContainer.make()
        container.register(Checkout.self, scope: .singleton) { r in Checkout(cart: r.resolve()) }
        let findings = container.validate().findings.filter { $0.ruleID == "lifetime" }
        #expect(
            findings.map(\.message) == [
                "singleton 'Checkout' captures 'Cart', which is \"session\"-scoped: the singleton keeps its first instance forever; register 'Cart' as .singleton, or 'Checkout' with a shorter scope"
            ])
    }

    @MainActor @Test func anObservableModelResolvesItsInjections() {
        let container = AppContainer.make()
        let model = container.resolve(CartModel.self)
        model.items = 2
        #expect(model.summary == "2 item(s) in a cart for file:profiles")
        #expect(model.cartID == container.resolve(Cart.self).id)
    }
}

/// Wrongly long-lived: a singleton keeps the first session's cart forever.
final class Checkout: Sendable {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
}
