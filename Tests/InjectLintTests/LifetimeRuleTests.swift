import Testing

@testable import InjectLint

/// The `lifetime` rule reads scopes as users write them, and stays silent where it cannot know the scope.
@Suite struct LifetimeRuleTests {
    private func lifetimeFindings(_ source: String) -> [String] {
        lint(source).filter { $0.ruleID == "lifetime" }.map(\.message)
    }

    private static let holder = """
        import Inject
        struct Holder { @Injected var cart: Cart }

        """

    @Test(arguments: [
        "extension Scope { static let session: Scope = .custom(\"session\") }",
        "extension Inject.Scope { static let session = Inject.Scope.custom(\"session\") }",
        "enum Scopes { static let session = Scope.custom(\"session\") }",
    ])
    func aScopeConstantIsFollowed(declaration: String) {
        let findings = lifetimeFindings(
            Self.holder + declaration + """

                func compose(_ c: Container) {
                    c.register(Cart.self, scope: .session) { Cart() }
                    c.register(Holder.self, scope: .singleton) { Holder() }
                }
                """)
        #expect(findings.count == 1)
        #expect(findings.first?.contains("which is \"session\"-scoped") == true)
    }

    @Test(arguments: [
        // A constant the sources do not declare, or declare twice with two values.
        "",
        "enum A { static let session = Scope.custom(\"a\") }\nenum B { static let session = Scope.custom(\"b\") }",
    ])
    func aScopeTheLinterCannotReadIsNotReported(declaration: String) {
        #expect(
            lifetimeFindings(
                Self.holder + declaration + """

                    func compose(_ c: Container) {
                        c.register(Cart.self, scope: .session) { Cart() }
                        c.register(Holder.self, scope: .singleton) { Holder() }
                    }
                    """
            ).isEmpty)
    }

    @Test func aServiceRegisteredWithTwoScopesIsNotReported() {
        #expect(
            lifetimeFindings(
                Self.holder + """
                    func compose(_ c: Container, _ d: Container) {
                        c.register(Cart.self, scope: .weak) { Cart() }
                        d.register(Cart.self, scope: .singleton) { Cart() }
                        c.register(Holder.self, scope: .singleton) { Holder() }
                    }
                    """
            ).isEmpty)
    }

    @Test func aSuperclassMemberAndATransientLoopAreFollowed() {
        let findings = lifetimeFindings(
            """
            import Inject
            class Base { @Injected var pricing: Pricing }
            final class Live: Base, Checkout {}
            struct LivePricing: Pricing { @Injected var tax: Tax; @Injected var cart: Cart }
            struct LiveTax: Tax { @Injected var pricing: Pricing }
            func compose(_ c: Container) {
                c.register(Cart.self, scope: .graph) { Cart() }
                c.register(Tax.self) { LiveTax() }
                c.register(Pricing.self) { LivePricing() }
                c.register(Checkout.self, scope: .singleton) { Live() }
            }
            """)
        #expect(
            findings == [
                "singleton 'Checkout' captures 'Cart', which is graph: the singleton keeps its first instance forever; "
                    + "register 'Cart' as .singleton, or 'Checkout' with a shorter scope"
            ])
    }

    @Test func aSingletonNeedingASingletonOrATransientIsFine() {
        #expect(
            lifetimeFindings(
                Self.holder + """
                    func compose(_ c: Container) {
                        c.register(Cart.self) { Cart() }
                        c.register(Holder.self, scope: .singleton) { Holder() }
                        c.register(Store.self, scope: .singleton) { r in FileStore(holder: r.resolve(Holder.self)) }
                    }
                    """
            ).isEmpty)
    }
}
