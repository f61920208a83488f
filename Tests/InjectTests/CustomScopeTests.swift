import Inject
import Testing

extension Scope {
    static let session = Scope.custom("session")
    static let request = Scope.custom("request")
}

/// A cart that lives as long as the session.
final class Cart: Sendable {}

/// A long-lived service that wrongly holds the session's cart.
final class CheckoutService: Sendable {
    let cart: Cart
    init(cart: Cart) { self.cart = cart }
}

/// Custom scopes and `reset(_:)` (issue 22).
@Suite struct CustomScopeTests {
    @Test func aCustomScopeSharesOneInstanceUntilReset() {
        let container = Container()
        let built = Counter()
        container.register(Cart.self, scope: .session) {
            built.increment()
            return Cart()
        }
        let first = container.resolve(Cart.self)
        #expect(first === container.resolve(Cart.self))
        container.reset(.session)
        let second = container.resolve(Cart.self)
        #expect(first !== second)
        #expect(second === container.resolve(Cart.self))
        #expect(built.count == 2)
    }

    @Test func resetTouchesNeitherSingletonsNorOtherScopesAndRunsNoFactory() {
        let container = Container()
        let built = Counter()
        container.register(Store.self, scope: .singleton) { MemoryStore() }
        container.register(Cart.self, scope: .session) {
            built.increment()
            return Cart()
        }
        container.register(Cart.self, name: "request", scope: .request) { Cart() }
        let store = container.resolve(Store.self) as? MemoryStore
        let request = container.resolve(Cart.self, name: "request")
        _ = container.resolve(Cart.self)
        container.reset(.session)
        container.reset(.session)
        #expect(built.count == 1)
        #expect(container.resolve(Store.self) as? MemoryStore === store)
        #expect(container.resolve(Cart.self, name: "request") === request)
    }

    @Test func scopesWithTheSameNameAreTheSameScope() {
        #expect(Scope.custom("session") == .session)
        #expect(Scope.session.description == ".custom(\"session\")")
        #expect(Scope.session.customName == "session" && Scope.singleton.customName == nil)
    }

    @Test func anOverrideKeepsItsOwnInstances() {
        let production = Container()
        production.register(Cart.self, scope: .session) { Cart() }
        let original = production.resolve(Cart.self)
        let test = production.overriding()
        let copy = test.resolve(Cart.self)
        #expect(copy !== original)
        test.reset(.session)
        #expect(production.resolve(Cart.self) === original)
        production.reset(.session)
        #expect(test.resolve(Cart.self) === test.resolve(Cart.self))
    }

    @Test func manyThreadsResolvingAndResettingShareOneInstancePerSession() async {
        let container = Container()
        let built = Counter()
        container.register(Cart.self, scope: .session) {
            built.increment()
            return Cart()
        }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<16 {
                group.addTask {
                    for _ in 0..<200 {
                        _ = container.resolve(Cart.self)
                        if index == 0 { container.reset(.session) }
                    }
                }
            }
        }
        let settled = container.resolve(Cart.self)
        #expect(settled === container.resolve(Cart.self))
        #expect(built.count <= 201)
    }

    @Test func anAsyncFactoryInACustomScopeIsSharedUntilReset() async throws {
        let container = Container()
        container.register(Cart.self, scope: .session) { () async throws in Cart() }
        let first = try await container.resolveAsync(Cart.self)
        #expect(try await container.resolveAsync(Cart.self) === first)
        container.reset(.session)
        #expect(try await container.resolveAsync(Cart.self) !== first)
    }

    @Test func aSingletonCapturingASessionServiceIsALifetimeError() {
        let container = Container()
        container.register(Cart.self, scope: .session) { Cart() }
        container.register(CheckoutService.self, scope: .singleton) { r in CheckoutService(cart: r.resolve()) }
        let findings = container.validate().findings
        #expect(findings.map(\.ruleID) == ["lifetime"], "\(findings)")
        #expect(
            findings.first?.message
                == "singleton 'CheckoutService' captures 'Cart', which is \"session\"-scoped: the singleton keeps its first instance forever; register 'Cart' as .singleton, or 'CheckoutService' with a shorter scope"
        )
    }

    @Test func aSingletonCapturingASessionServiceThroughATransientHasTheChainAsNotes() {
        let container = Container()
        container.register(Cart.self, scope: .session) { Cart() }
        container.register(CheckoutService.self) { r in CheckoutService(cart: r.resolve()) }
        container.register(Store.self, scope: .singleton) { r in
            _ = r.resolve(CheckoutService.self)
            return MemoryStore()
        }
        let findings = container.validate().findings
        #expect(findings.map(\.ruleID) == ["lifetime"], "\(findings)")
        #expect(findings.first?.notes.count == 3, "\(findings)")
    }
}
