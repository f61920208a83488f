import Inject
import Testing

/// Two services that differ only in the type that encloses them.
enum Billing { protocol Client: Sendable {} }
enum Shipping { protocol Client: Sendable {} }

/// The analyser groups services by type identity, never by spelling: each test opens with what it used to say.
@Suite struct TypeIdentityTests {
    struct BillingClient: Billing.Client {}
    struct Checkout: Sendable {
        @Injected(fileID: "App/Checkout.swift", line: 3, column: 6) var client: any Shipping.Client
    }

    // `Shipping.Client` injected where only `Billing.Client` is registered was called a name mismatch ("'Client'
    // is registered only without a name") with "did you mean 'Client'?".
    @Test func anotherTypeOfTheSameShortNameIsNeverANameMismatch() {
        let container = Container()
        container.register(Billing.Client.self, fileID: "App/Wiring.swift", line: 1, column: 5) { BillingClient() }
        container.register(Checkout.self, fileID: "App/Wiring.swift", line: 2, column: 5) { Checkout() }
        #expect(
            container.validate().rendered() == """
                App/Checkout.swift:3:5: error: 'Shipping.Client' is injected into 'Checkout.client' but never registered; register it with `container.register(Shipping.Client.self) { … }` [unregistered]
                App/Wiring.swift:2:5: note: 'Checkout' is registered here

                """)
        let graph = container.dependencyGraph()
        #expect(graph.nodes.map(\.label) == ["Billing.Client", "Checkout", "Shipping.Client"])
    }

    @Test func aTypeWhoseShortNameNoOtherTypeSharesKeepsItsShortSpelling() {
        let container = Container()
        container.register(Checkout.self) { Checkout() }
        #expect(container.dependencyGraph().nodes.map(\.label) == ["Checkout", "Client"])
    }
}
