import Testing

@testable import InjectLint

@Suite struct UnregisteredTests {
    @Test func messageNamesTheTypeTheOwnerAndHowToRegister() {
        let diagnostics = lint("import Inject\nstruct EventsService {\n    @Injected var mailer: Mailer\n}")
        #expect(
            render(diagnostics)
                == "/pkg/Sources/App/main.swift:3:5: error: 'Mailer' is injected into 'EventsService.mailer' but "
                + "never registered; register it with `container.register(Mailer.self) { … }` [unregistered]")
    }

    @Test func registrationsInAnotherFileSatisfyAnInjection() {
        let diagnostics = lint([
            (
                "Sources/Features/Events/Service.swift",
                "import Inject\nimport Interfaces\nstruct S { @Injected var m: Interfaces.Mailer }"
            ),
            (
                "Sources/App/Compose.swift",
                "import Inject\nfunc f(c: Container) { c.register(any Mailer.self) { M() } }"
            ),
        ])
        #expect(diagnostics.isEmpty)
    }

    @Test func aNameMismatchSaysWhichNamesAreRegistered() {
        let diagnostics = lint(
            """
            import Inject
            struct Scheduler { let clock = Injected<Clock>(name: "local") }
            func f(c: Container) {
                c.register(Clock.self, name: "utc") { UTC() }
            }
            """)
        #expect(
            render(diagnostics)
                == "/pkg/Sources/App/main.swift:2:32: error: 'Clock' named \"local\" is injected into "
                + "'Scheduler.clock' but registered only with name \"utc\"; register it with "
                + "`container.register(Clock.self, name: \"local\") { … }`, or use a registered name [unregistered]")
    }

    @Test func anUnnamedInjectionOfANamedOnlyRegistrationIsReported() {
        let diagnostics = lint(
            "import Inject\nstruct S { @Injected var c: Clock }\nfunc f(c: Container) { c.register(Clock.self, name: \"a\") { X() }; c.register(Clock.self, name: \"b\") { X() } }"
        )
        #expect(diagnostics.map(\.message).first?.contains("registered only with names \"a\", \"b\"") == true)
    }

    @Test func aNearMissSuggestsTheClosestRegistrationAtItsLocation() {
        let diagnostics = lint(
            """
            import Inject
            struct S { @Injected var m: Mailer }
            func f(c: Container) {
                c.register(Mailing.self) { X() }
                c.register(Store.self) { Y() }
            }
            """)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.notes == [
                Diagnostic.Note(
                    message: "did you mean 'Mailing'?",
                    location: SourceLocation(path: "/pkg/Sources/App/main.swift", line: 4, column: 7))
            ])
    }

    @Test func oneLetterNamesAreNotTyposOfEachOther() {
        let diagnostics = lint(
            "import Inject\nstruct S { @Injected var a: A }\nfunc f(c: Container) { c.register(B.self) { X() } }")
        #expect(diagnostics.count == 1 && diagnostics[0].notes.isEmpty)
    }

    @Test func aDistantTypeGetsNoSuggestion() {
        let diagnostics = lint(
            "import Inject\nstruct S { @Injected var m: Mailer }\nfunc f(c: Container) { c.register(Clock.self) { X() } }"
        )
        #expect(diagnostics.count == 1 && diagnostics[0].notes.isEmpty)
    }

    @Test func optionalInjectionsAndRecoverableResolutionsAreNeverErrors() {
        let diagnostics = lint(
            """
            import Inject
            struct S {
                @Injected var a: Analytics?
                @Injected var b: Analytics!
                @Injected var c: Optional<Analytics>
                func f(r: Resolver) throws {
                    _ = try r.tryResolve(Analytics.self)
                    _ = r.resolveIfRegistered(Analytics.self, name: "x")
                    let d: Analytics? = r.resolveIfRegistered()
                }
            }
            """)
        #expect(diagnostics.isEmpty)
    }

    @Test func resolutionsAreReportedWithTheirPlace() {
        let diagnostics = lint(
            """
            import Inject
            enum Composition {
                static func make(_ c: Container) {
                    c.register(App.self) { r in AppImpl(store: r.resolve(Store.self)) }
                    let mailer: Mailer = c.resolve(name: "smtp")
                }
            }
            """)
        #expect(
            diagnostics.map(\.message) == [
                "'Store' is resolved by the factory of 'App' in 'Composition.make' but never registered; register it with "
                    + "`container.register(Store.self) { … }`",
                "'Mailer' named \"smtp\" is resolved into 'Composition.mailer' but never registered; register it "
                    + "with `container.register(Mailer.self, name: \"smtp\") { … }`",
            ])
    }

    @Test func dynamicNamesMatchAnyRegistrationOfTheType() {
        let diagnostics = lint(
            """
            import Inject
            struct S { @Injected(name: key) var a: Store; @Injected(name: "x") var b: Clock }
            func f(c: Container, n: String) {
                c.register(Store.self, name: "archive") { A() }
                c.register(Clock.self, name: n) { B() }
            }
            """)
        #expect(diagnostics.isEmpty)
    }

    @Test func filesThatDoNotImportInjectAreNotJudged() {
        // Swinject spells registration and resolution the same way; its code must not be reported.
        let diagnostics = lint(
            "import Swinject\nlet a = container.resolve(Animal.self)\nstruct S { @Injected var b: B }")
        #expect(diagnostics.isEmpty)
    }

    @Test func anExportedImportOfInjectMakesEveryFileTakePart() {
        let diagnostics = lint([
            ("Sources/Core/Exports.swift", "@_exported import Inject"),
            ("Sources/Features/Events/S.swift", "import Core\nstruct S { @Injected var b: Bee }"),
        ])
        #expect(diagnostics.map(\.ruleID) == ["unregistered"])
    }

    @Test func registrationsInFilesThatDoNotTakePartDoNotCount() {
        let diagnostics = lint([
            (
                "Sources/App/Swinject.swift",
                "import Swinject\nfunc f(c: Container) { c.register(Bee.self) { _ in B() } }"
            ),
            ("Sources/App/S.swift", "import Inject\nstruct S { @Injected var b: Bee }"),
        ])
        #expect(diagnostics.map(\.ruleID) == ["unregistered"])
    }

    @Test func genericArgumentsAreKeptWhenComparing() {
        let diagnostics = lint(
            """
            import Inject
            import Interfaces
            struct S { @Injected var a: Repository<Candidate>; @Injected var b: Repository<Event> }
            func f(c: Container) { c.register(Repository<Interfaces.Candidate>.self) { R() } }
            """)
        #expect(diagnostics.map(\.location?.column) == [52])
    }

    @Test func severityCanBeLoweredOrTurnedOff() {
        let source = "import Inject\nstruct S { @Injected var m: Mailer }"
        #expect(lint(source, rules: ["unregistered": .warning]).map(\.severity) == [.warning])
        #expect(lint(source, rules: ["unregistered": .off]).isEmpty)
    }
}
