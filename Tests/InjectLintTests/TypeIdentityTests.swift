import Testing

@testable import InjectLint

/// Two spellings of one type are one service, as Swift sees it; two types that only share a last name are not.
@Suite struct TypeIdentityTests {
    /// The `unregistered` findings' subjects, in order.
    private func unregistered(_ files: [(String, String)]) -> [String] {
        lint(files).filter { $0.ruleID == "unregistered" }.map { String($0.message.prefix { $0 != " " }) }
    }

    private func unregistered(_ source: String) -> [String] {
        unregistered([("Sources/App/main.swift", source)])
    }

    @Test func compositionMembersInAnyOrderAreOneType() {
        let source = """
            import Inject
            struct S { @Injected var a: any Mailer & Sendable; @Injected var b: Sendable & Clock }
            func f(_ c: Container) { c.register((Sendable & Mailer).self) { M() } }
            """
        let diagnostics = lint(source)
        #expect(diagnostics.map { String($0.message.prefix(18)) } == ["'Clock & Sendable'"])
        #expect(diagnostics.first?.message.contains("container.register((Clock & Sendable).self)") == true)
    }

    @Test func sugarAndItsLongSpellingAreOneType() {
        let source = """
            import Inject
            struct S {
                @Injected var a: [Store]
                @Injected var b: Array<Store>
                @Injected var c: [String: Store]
                @Injected var d: Dictionary<String, Store>
                @Injected var e: Box<Store?>
                @Injected var f: Box<Optional<Store>>
            }
            func f(_ c: Container) {
                c.register(Array<Store>.self) { [] }
                c.register([String: Store].self) { [:] }
                c.register(Box<Optional<Store>>.self) { Box() }
            }
            """
        #expect(unregistered(source).isEmpty)
    }

    @Test func genericAliasesAreFollowedWithTheirArguments() {
        let source = """
            import Inject
            typealias Repo<T> = Repository<T>
            struct S { @Injected var a: Repo<Candidate>; @Injected var b: Repo<Event> }
            func f(_ c: Container) { c.register(Repository<Candidate>.self) { R() } }
            """
        #expect(unregistered(source) == ["'Repo<Event>'"])
    }

    @Test func anAliasNestedInATypeAppliesOnlyInsideIt() {
        let source = """
            import Inject
            enum Billing {
                typealias Client = BillingClient
                struct Invoices { @Injected var client: Client }
            }
            struct Shipping { @Injected var client: Client }
            func f(_ c: Container) { c.register(BillingClient.self) { LiveBillingClient() } }
            """
        #expect(unregistered(source) == ["'Client'"])
    }

    @Test func aModuleQualifierIsDroppedButATypeQualifierIsKept() {
        let files = [
            (
                "Sources/App/main.swift",
                """
                import Inject
                import Interfaces
                struct S {
                    @Injected var store: Interfaces.Store
                    @Injected var own: App.Clock
                    @Injected var billing: Billing.Client
                    @Injected var shipping: Shipping.Client
                }
                func f(_ c: Container) {
                    c.register(Store.self) { FileStore() }
                    c.register(Clock.self) { SystemClock() }
                    c.register(Billing.Client.self) { BillingClient() }
                }
                """
            )
        ]
        #expect(unregistered(files) == ["'Shipping.Client'"])
    }

    @Test func aSubclassOfAGenericClassInheritsItsInjectedMembers() {
        let source = """
            import Inject
            class ListModel<Item> { @Injected var store: Store }
            final class Inbox: ListModel<Mail> {}
            struct StoreImpl: Store { @Injected var inbox: Inbox }
            func f(_ c: Container) {
                c.register(Inbox.self) { Inbox() }
                c.register(Store.self) { StoreImpl() }
            }
            """
        #expect(lint(source).map(\.ruleID) == ["cycle"])
    }
}

/// Which files are judged when Inject reaches them through a module that re-exports it.
@Suite struct ReexportTests {
    @Test func aFileImportingAModuleThatReexportsInjectIsJudged() {
        // One `@_exported import Inject` anywhere used to make every file of the run judged, other libraries' too.
        let diagnostics = lint([
            ("Sources/Core/Exports.swift", "@_exported import Inject"),
            ("Sources/App/main.swift", "import Core\nstruct S { @Injected var m: Mailer }"),
            ("Sources/Legacy/Old.swift", "import Swinject\nstruct T { @Injected var m: Mailer }"),
        ])
        #expect(diagnostics.map(\.location?.path) == ["/pkg/Sources/App/main.swift"])
    }

    @Test func aModuleOutsideTheScanIsNamedInTheConfiguration() {
        var linter = Linter(
            configuration: LintConfiguration(rootDirectory: "/pkg"))
        linter.configuration.modulesReexportingInject = ["AppKitCore"]
        let file = SourceFile(
            path: "/pkg/Sources/App/main.swift", relativePath: "Sources/App/main.swift",
            bytes: Array("import AppKitCore\nstruct S { @Injected var m: Mailer }".utf8))
        #expect(linter.lint([file]).map(\.ruleID) == ["unregistered"])
        // Not named, AppKitCore may still re-export Inject: the file is judged at warning severity (issue 23).
        #expect(
            Linter(configuration: LintConfiguration(rootDirectory: "/pkg")).lint([file]).map(\.severity) == [.warning])
    }
}
