import Inject

// One program for both tools' `lifetime` findings: compiled into this test target for the analyser, and read back
// from this very file by `LifetimeWordingTests` for the linter. Singletons capture a session-scoped cart directly
// (resolved in the factory), through a transient (stored injections), and a weak printer through an optional one.
extension Scope {
    static let lifetimeWordSession = Scope.custom("session")
}
final class LWCart: Sendable {}
final class LWPrinter: Sendable {}
protocol LWPricing: Sendable {}
protocol LWCheckout: Sendable {}
protocol LWReceipts: Sendable {}
struct LWBox: Sendable { let cart: LWCart }
struct LWLivePricing: LWPricing { @Injected var cart: LWCart }
struct LWLiveCheckout: LWCheckout { @Injected var pricing: any LWPricing }
struct LWLiveReceipts: LWReceipts { @Injected var printer: LWPrinter? }

func composeLifetimeWordProgram(_ c: Container) {
    c.register(LWCart.self, scope: .lifetimeWordSession) { LWCart() }
    c.register(LWPricing.self) { LWLivePricing() }
    c.register(LWCheckout.self, scope: .singleton) { LWLiveCheckout() }
    c.register(LWPrinter.self, scope: .weak) { LWPrinter() }
    c.register(LWReceipts.self, scope: .singleton) { LWLiveReceipts() }
    c.register(LWBox.self, scope: .singleton) { r in LWBox(cart: r.resolve(LWCart.self)) }
}
