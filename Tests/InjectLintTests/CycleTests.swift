import Testing

@testable import InjectLint

@Suite struct CycleTests {
    @Test func twoServicesInjectingEachOtherAreOneCycleWithANotePerHop() {
        let diagnostics = lint(
            """
            import Inject
            struct FooImpl: Foo {
                @Injected var bar: Bar
            }
            struct BarImpl: Bar {
                @Injected var foo: Foo
            }
            func compose(_ c: Container) {
                c.register(Foo.self) { FooImpl() }
                c.register(Bar.self) { BarImpl() }
            }
            """)
        #expect(
            render(diagnostics) == """
                /pkg/Sources/App/main.swift:3:5: error: dependency cycle: 'Foo' → 'Bar' → 'Foo'; each service needs \
                the next, so `validate()` rejects the loop even where lazy `@Injected` reads would not recurse — move \
                what they share into a new service, or pass the value in as a parameter instead of injecting it [cycle]
                /pkg/Sources/App/main.swift:3:5: note: 'Foo' is built as 'FooImpl', whose 'FooImpl.bar' injects 'Bar'
                /pkg/Sources/App/main.swift:6:5: note: 'Bar' is built as 'BarImpl', whose 'BarImpl.foo' injects 'Foo'
                """)
    }

    @Test func factoryResolutionsInBothClosureShapesAreHops() {
        let diagnostics = lint(
            """
            import Inject
            func compose(_ c: Container) {
                c.register(Mailer.self, scope: .singleton) { r in OutboxMailer(store: r.resolve(Store.self)) }
                c.register(Store.self) { (r: any Resolver) in
                    let mailer: Mailer = r.resolve()
                    return FileStore(mailer: mailer)
                }
            }
            """)
        #expect(diagnostics.map(\.ruleID) == ["cycle"])
        #expect(diagnostics.first?.notes.map(\.location?.line) == [3, 5])
        #expect(
            diagnostics.first?.notes.map(\.message) == [
                "the factory of 'Mailer' resolves 'Store'", "the factory of 'Store' resolves 'Mailer'",
            ])
    }

    @Test func constantWrapperMembersAndSuperclassMembersAreFollowed() {
        let diagnostics = lint([
            (
                "Sources/App/Base.swift",
                "import Inject\nclass BaseService: @unchecked Sendable {\n    @Injected var audit: Audit\n}"
            ),
            (
                "Sources/App/Services.swift",
                """
                import Inject
                final class Reporter: BaseService, @unchecked Sendable {}
                final class AuditImpl: Sendable { let reporter = Injected<Reporting>() }
                func compose(_ c: Container) {
                    c.register(Reporting.self) { Reporter() }
                    c.register(Audit.self) { AuditImpl() }
                }
                """
            ),
        ])
        #expect(diagnostics.map(\.ruleID) == ["cycle"])
        #expect(
            diagnostics.first?.notes.map(\.location?.path) == [
                "/pkg/Sources/App/Base.swift", "/pkg/Sources/App/Services.swift",
            ])
    }

    @Test func aFactoryResolvingItsOwnServiceIsACycle() {
        let diagnostics = lint(
            "import Inject\nfunc f(_ c: Container) {\n    c.register(Clock.self) { r in Wrapped(r.resolve(Clock.self)) }\n}"
        )
        #expect(
            render(diagnostics).hasPrefix(
                "/pkg/Sources/App/main.swift:3:45: error: dependency cycle: 'Clock' → 'Clock';"))
    }

    @Test func aLongerLoopIsReportedOnceWithEveryHop() {
        let diagnostics = lint(
            """
            import Inject
            struct AImpl { @Injected var b: B }
            struct BImpl { @Injected var c: C }
            struct CImpl { @Injected var a: A; @Injected var b: B }
            func f(_ c: Container) {
                c.register(A.self) { AImpl() }
                c.register(B.self) { BImpl() }
                c.register(C.self) { CImpl() }
            }
            """)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("dependency cycle: 'A' → 'B' → 'C' → 'A';") == true)
        #expect(diagnostics.first?.notes.map(\.location?.line) == [2, 3, 4])
    }

    @Test func aLoopGroupLargerThanThePrintedCycleSaysHowManyServicesItHolds() {
        let diagnostics = lint(
            """
            import Inject
            struct AImpl { @Injected var b: B }
            struct BImpl { @Injected var a: A; @Injected var c: C }
            struct CImpl { @Injected var b: B }
            func f(_ c: Container) {
                c.register(A.self) { AImpl() }
                c.register(B.self) { BImpl() }
                c.register(C.self) { CImpl() }
            }
            """)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.message.hasPrefix(
                "dependency cycle: 'A' → 'B' → 'A' (3 services depend on each other in this loop);") == true)
    }

    @Test func namedRegistrationsAreSeparateNodes() {
        let diagnostics = lint(
            """
            import Inject
            struct Mirrored { @Injected(name: "primary") var store: Store }
            func f(_ c: Container) {
                c.register(Store.self, name: "primary") { Disk() }
                c.register(Store.self, name: "mirror") { Mirrored() }
            }
            """)
        #expect(diagnostics.isEmpty)
    }

    @Test func anAcyclicChainIsNotACycle() {
        let diagnostics = lint(
            """
            import Inject
            struct AImpl { @Injected var b: B }
            struct BImpl { @Injected var c: C }
            func f(_ c: Container) {
                c.register(A.self) { AImpl() }
                c.register(B.self) { BImpl() }
                c.register(C.self) { CImpl() }
            }
            """)
        #expect(diagnostics.isEmpty)
    }

    @Test func theReportDoesNotDependOnFileOrder() {
        let files = [
            (
                "Sources/A.swift",
                "import Inject\nstruct AImpl { @Injected var b: B }\nfunc a(_ c: Container) { c.register(A.self) { AImpl() } }"
            ),
            (
                "Sources/B.swift",
                "import Inject\nstruct BImpl { @Injected var a: A }\nfunc b(_ c: Container) { c.register(B.self) { BImpl() } }"
            ),
        ]
        #expect(lint(files) == lint(files.reversed()))
        #expect(lint(files).count == 1)
    }

    // An object built in a factory's arguments is built while the factory runs: the analyser records the
    // `Injected`s it creates (a decorator's wrapped service), and so does the linter now (it did not follow them).
    @Test func helpersBuiltInAFactorysArgumentsAreFollowedAsTheAnalyserSeesThem() {
        let diagnostics = lint(
            """
            import Inject
            struct Helper { @Injected var a: A }
            struct AImpl { let helper: Helper }
            func f(_ c: Container) {
                c.register(A.self) { AImpl(helper: Helper()) }
            }
            """)
        #expect(diagnostics.map { String($0.message.prefix(24)) } == ["dependency cycle: 'A' → "])
    }
}
