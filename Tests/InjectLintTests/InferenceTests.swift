import Testing

@testable import InjectLint

/// What the scanner reads that a call leaves implicit: the type of `resolve()` from the `init` it is passed to,
/// the type a factory builds in every shape, names given as constants, and calls that are not this library's.
@Suite struct InferenceTests {
    /// The service types the `unregistered` rule reports, in order.
    private func unregistered(_ source: String) -> [String] {
        lint(source).filter { $0.ruleID == "unregistered" }.map { diagnostic in
            String(diagnostic.message.prefix { $0 != " " })
        }
    }

    @Test func constructorInjectionReadsLabelsAndPositionsThroughTheInit() {
        let source = """
            import Inject
            struct DiskOutbox { init(store: Store, _ clock: Clock, retries: Int = 3) {} }
            struct Pair { let left: Left; var right: Right }
            func compose(_ c: Container) {
                c.register(Outbox.self) { r in DiskOutbox(store: r.resolve(), try! r.tryResolve()) }
                c.register(Pair.self) { r in Pair.init(left: r.resolve(), right: r.resolve(name: "r")) }
                c.register(Other.self) { r in make(store: r.resolve()) }
            }
            """
        #expect(unregistered(source) == ["'Store'", "'Left'", "'Right'"])
    }

    @Test func anInitWhoseLabelsDisagreeIsNotGuessed() {
        let source = """
            import Inject
            struct Box { init(value: Store) {}; init(value: Clock) {} }
            func compose(_ c: Container) { c.register(Box.self) { r in Box(value: r.resolve()) } }
            """
        #expect(unregistered(source).isEmpty)
    }

    @Test func anOptionalParameterIsResolvedAsAnOptionalService() {
        let source = """
            import Inject
            struct Report { init(analytics: Analytics?) {} }
            func compose(_ c: Container) { c.register(Report.self) { r in Report(analytics: r.resolve()) } }
            """
        let diagnostics = lint(source)
        #expect(diagnostics.map { String($0.message.prefix(23)) } == ["'Optional<Analytics>' i"])
        #expect(diagnostics.first?.notes.first?.message.contains("resolveIfRegistered(Analytics.self)") == true)
    }

    @Test func everyShapeOfFactoryBuildsItsType() {
        let source = """
            func compose(_ c: Container, flag: Bool, kind: Kind) {
                c.register(A.self) { r in AImpl.init(r) }
                c.register(B.self) { if flag { BLive() } else if kind == .x { BMock() } else { BFake() } }
                c.register(C.self) {
                    switch kind {
                    case .live: CLive()
                    case .fake(let x): CFake(x)
                    default: CNone()
                    }
                }
                c.register(D.self) { flag ? DLive() : DFake() }
                c.register(E.self) { r in
                    let e = ELive(store: r.resolve(Store.self))
                    e.start()
                    return e
                }
                c.register(F.self) { r in makeF(r) }
                c.register(G.self) { Self.makeG() }
            }
            """
        let registrations = facts(source).registrations
        #expect(
            registrations.map { ($0.constructedTypes + $0.helperCalls).joined(separator: ",") } == [
                "AImpl", "BLive,BMock,BFake", "CLive,CFake,CNone", "DLive,DFake", "ELive", "makeF", "makeG",
            ])
    }

    @Test func helperFunctionsBuildTheirDeclaredOrConstructedType() {
        let source = """
            func makeF(_ r: Resolver) -> FLive { FLive() }
            // An existential is not a concrete type: the returns tell.
            func makeG() -> any G { if debug { return GDebug() } else { return GLive() } }
            func count() -> Int { 3 }
            """
        #expect(
            facts(source).declarations.functions.map { "\($0.name): \($0.returnedTypes.joined(separator: ","))" } == [
                "makeF: FLive", "makeG: GDebug,GLive", "count: Int",
            ])
    }

    @Test func namesGivenAsStringConstantsAreTheirLiterals() {
        let source = """
            import Inject
            enum Keys { static let archive = "archive"; static let utc = "utc" }
            let primaryName = "primary"
            struct Report {
                @Injected(name: Keys.archive) var archive: Store
                @Injected(name: .utc) var clock: Clock
                @Injected(name: primaryName) var primary: Store
            }
            func compose(_ c: Container, key: String) {
                c.register(Store.self, name: "archive") { FileStore() }
                c.register(Clock.self, name: "local") { LocalClock() }
                c.register(Mailer.self, name: key) { SMTPMailer() }
            }
            """
        #expect(
            lint(source).map { String($0.message.prefix(24)) } == [
                "'Clock' named \"utc\" is i", "'Store' named \"primary\" ",
            ])
    }

    @Test func aGenericOrSelfRegistrationNoLongerSilencesThePackage() {
        // One `register(S.self)` in a generic helper made `unregistered` return nothing for the whole package.
        let source = """
            import Inject
            struct Report { @Injected var mailer: Mailer }
            extension Service { static func install(in c: Container) { c.register(Self.self) { Self() } } }
            func provide<S>(_ c: Container, _ make: @escaping () -> S) { c.register(S.self) { make() } }
            """
        #expect(unregistered(source) == ["'Mailer'"])
    }

    @Test func callsOnAProjectsOwnLocatorAreNotJudged() {
        let source = """
            import Inject
            struct Locator {
                static let shared = Locator()
                func resolve<T>(_ type: T.Type) -> T { fatalError() }
                func register<T>(_ type: T.Type, factory: () -> T) {}
                func warmUp() { _ = resolve(Cache.self) }
            }
            final class Screen {
                let locator: Locator
                init(locator: Locator) { self.locator = locator }
                func load(_ c: Container) {
                    _ = locator.resolve(Store.self)
                    _ = self.locator.resolve(Store.self)
                    _ = Locator.shared.resolve(Store.self)
                    Locator.shared.register(Clock.self) { SystemClock() }
                    _ = c.resolve(Clock.self)
                }
            }
            """
        #expect(unregistered(source) == ["'Clock'"])
    }
}
