import Testing

@testable import InjectLint

/// One line per injection fact: form, type, name, flags, owner.
private func injections(_ source: String) -> [String] {
    facts(source).injections.map { fact in
        var line = "\(fact.form) \(fact.type)"
        if case .literal(let name) = fact.name { line += " name=\(name)" }
        if fact.name == .dynamic { line += " name=?" }
        if fact.isOptional { line += " optional" }
        if fact.isRecoverable { line += " recoverable" }
        line += " in " + [fact.ownerType, fact.member].compactMap { $0 }.joined(separator: ".")
        if fact.isMember { line += " member" }
        if let factory = fact.factory { line += " factory#\(factory)" }
        return line
    }
}

private func registrations(_ source: String) -> [String] {
    facts(source).registrations.map { fact in
        var line = fact.type
        if case .literal(let name) = fact.name { line += " name=\(name)" }
        if case .constant(let path) = fact.name { line += " name=\(path)?" }
        if fact.name == .dynamic { line += " name=?" }
        if !fact.constructedTypes.isEmpty { line += " builds " + fact.constructedTypes.joined(separator: ",") }
        return line
    }
}

@Suite struct ScannerTests {
    /// The scanner acts only on the tokens the tokenizer lists as stops: every word it dispatches on is listed with
    /// its kind, and a lookalike (a longer word, a member named like a keyword in backticks, a word in a string or a
    /// comment) is not.
    @Test func theTokenizerListsEveryWordTheScannerActsOn() {
        let words: [(String, ScanStop.Kind)] = [
            ("let", .variable), ("var", .variable), ("for", .forLoop), ("while", .whileLoop), ("repeat", .repeatLoop),
            ("forEach", .forEach), ("func", .function), ("init", .initializer), ("subscript", .subscriptDeclaration),
            ("class", .classDeclaration), ("struct", .typeDeclaration), ("enum", .typeDeclaration),
            ("actor", .typeDeclaration), ("protocol", .typeDeclaration), ("extension", .typeDeclaration),
            ("typealias", .typeAlias), ("import", .importDeclaration), ("case", .caseLabel),
            ("default", .defaultLabel), ("self", .selfWord), ("await", .awaitWord), ("return", .returnWord),
            ("resolve", .resolve), ("resolveAsync", .resolve), ("tryResolve", .recoverableResolve),
            ("resolveIfRegistered", .recoverableResolve), ("register", .register),
        ]
        let source =
            words.map(\.0).joined(separator: " ")
            + " lets Self `init` registers resolveIfRegisteredX \"let\" // var\n{ } ; @Injected #if"
        let expected = words.map(\.1) + [.openBrace, .closeBrace, .semicolon, .attribute, .poundKeyword]
        let stops = scanStops(source)
        #expect(stops.map(\.kind) == expected)
        // Each stop is its own token's index, whichever path of the tokenizer made the token (words and `{` in its
        // main loop, `@Injected` and `#if` after a string and a comment, elsewhere).
        let tokens = tokenize(source).tokens
        #expect(
            stops.map { $0.token < tokens.count ? tokens[$0.token].1 : "?" }
                == words.map(\.0) + ["{", "}", ";", "@Injected", "#if"])
    }

    @Test func injectedPropertiesInEveryForm() {
        let source = """
            struct Service {
                @Injected var a: Store
                @Injected(name: "archive") var b: Store
                @Injected var c: Analytics?
                @Injected var d: Clock!
                @Injected var e: any Interfaces.Mailer
                @Injected var f: Repository<Interfaces.Candidate>
                @MainActor @Injected
                private(set) public var g: (any Store)?
                @Injected(name: nil) nonisolated var h: Optional<Clock>
                @Inject.Injected var i: [String: Store]
                @Injected
                var j:
                    Store
            }
            """
        #expect(
            injections(source) == [
                "wrapper Store in Service.a member",
                "wrapper Store name=archive in Service.b member",
                "wrapper Analytics optional in Service.c member",
                "wrapper Clock optional in Service.d member",
                "wrapper Interfaces.Mailer in Service.e member",
                "wrapper Repository<Interfaces.Candidate> in Service.f member",
                "wrapper Store optional in Service.g member",
                "wrapper Clock optional in Service.h member",
                "wrapper Dictionary<String, Store> in Service.i member",
                "wrapper Store in Service.j member",
            ])
    }

    @Test func otherLibrariesWrappersAreNotThisOne() {
        // Factory's key-path form and unknown labels belong to other libraries.
        #expect(
            injections("struct S { @Injected(\\.store) var a: Store; @Injected(container: c) var b: Store }").isEmpty)
    }

    @Test func constantWrapperForm() {
        let source = """
            final class Service: Sendable {
                let store = Injected<Store>()
                private let archive = Inject.Injected<any Store>(name: "archive")
                func work() { let local = Injected<Clock>() }
            }
            """
        #expect(
            injections(source) == [
                "constant Store in Service.store member",
                "constant Store name=archive in Service.archive member",
                "constant Clock in Service.local",
            ])
    }

    @Test func registrationsWithArgumentsInAnyOrderAcrossLinesAndChains() {
        let source = """
            func compose(_ container: Container, key: String) {
                container.register(Store.self) { JSONFileStore(url: url) }
                container.register(Store.self, name: "archive", scope: .singleton) { ArchiveStore() }
                container
                    .register(
                        Mailer.self,
                        scope: .singleton,
                        name: "outbox"
                    ) { r in OutboxMailer(store: r.resolve(Store.self)) }
                container.register(Clock.self, name: key, factory: { Interfaces.SystemClock.init() })
                container.register(Repository<Candidate>.self) { (r: any Resolver) in Repo<Candidate>() }
            }
            """
        #expect(
            registrations(source) == [
                "Store builds JSONFileStore",
                "Store name=archive builds ArchiveStore",
                "Mailer name=outbox builds OutboxMailer",
                "Clock name=key? builds SystemClock",
                "Repository<Candidate> builds Repo",
            ])
        #expect(injections(source) == ["resolveCall Store in compose factory#2"])
    }

    @Test func resolutionsInEveryForm() {
        let source = """
            struct Root {
                func start(_ c: Container) throws {
                    let a = c.resolve(Store.self)
                    let b = c.resolve(Store.self, name: "archive")
                    let d: Mailer = c.resolve()
                    let e: any Clock = Container.default.resolve(name: "utc")
                    let f = try c.tryResolve(Store.self)
                    let g = c.resolveIfRegistered(Analytics.self)
                    let h: Store = try c.tryResolve()
                }
            }
            """
        #expect(
            injections(source) == [
                "resolveCall Store in Root.start",
                "resolveCall Store name=archive in Root.start",
                "annotatedResolve Mailer in Root.d",
                "annotatedResolve Clock name=utc in Root.e",
                "resolveCall Store recoverable in Root.start",
                "resolveCall Analytics recoverable in Root.start",
                "annotatedResolve Store recoverable in Root.h",
            ])
    }

    @Test func declarationsOfRegisterAndResolveAreNotCalls() {
        let source = """
            final class Container {
                func register<S>(_ type: S.Type, factory: () -> S) {}
                func resolve<S>(_ type: S.Type = S.self) -> S { fatalError() }
            }
            """
        #expect(registrations(source).isEmpty)
        #expect(injections(source).isEmpty)
    }

    @Test func textInCommentsAndStringsIsNotCode() {
        let source = """
            /// container.register(Store.self) { S() }
            let doc = "@Injected var store: Store"
            /* resolve(Store.self) */
            let raw = #"c.resolve(Store.self)"#
            """
        #expect(facts(source).registrations.isEmpty)
        #expect(facts(source).injections.isEmpty)
    }

    @Test func classesRecordTheirFirstInheritedType() {
        let source = """
            class Base<T>: NSObject, Sendable {}
            final class Service: Base<Int> { class func make() {} }
            struct Value: Equatable {}
            """
        #expect(
            facts(source).classes.map { "\($0.name): \($0.firstInheritedType)" } == [
                "Base: NSObject", "Service: Base<Int>",
            ])
    }

    @Test func importsInEveryForm() {
        let source = """
            import Inject
            @testable import Candidates
            @_exported import Core
            public import struct Interfaces.Store
            #if canImport(Events)
            import Events
            #endif
            """
        let imports = facts(source).imports
        #expect(imports.map(\.module) == ["Inject", "Candidates", "Core", "Interfaces", "Events"])
        #expect(imports.map(\.isExported) == [false, false, true, false, false])
    }

    @Test func everyConditionalBranchCountsAndBracesStayBalanced() {
        let source = """
            struct Service {
            #if DEBUG
                @Injected var a: DebugStore
                func f() {
            #else
                @Injected var b: Store
                func g(x: Int) {
            #endif
                }
                @Injected var c: Clock
            }
            """
        #expect(
            injections(source) == [
                "wrapper DebugStore in Service.a member",
                "wrapper Store in Service.b member",
                "wrapper Clock in Service.c member",
            ])
    }

    @Test func registrationsRememberTheirConditionalBranch() {
        let source = """
            #if DEBUG
            c.register(Clock.self) { FixedClock() }
            #elseif TESTING
            c.register(Clock.self) { TestClock() }
            #else
            c.register(Clock.self) { SystemClock() }
            #endif
            """
        #expect(facts(source).registrations.map { $0.conditions.map(\.branch) } == [[0], [1], [2]])
    }

    @Test func factoriesAttributeTheirResolutionsAndReturnedTypes() {
        let source = """
            func compose(_ c: Container) {
                c.register(A.self) { r in
                    let helper = Helper(r.resolve(B.self))
                    return AImpl(helper: helper, value: Value.make())
                }
                c.register(B.self) { BImpl() }
                _ = c.resolve(A.self)
            }
            """
        #expect(registrations(source) == ["A builds AImpl", "B builds BImpl"])
        #expect(injections(source) == ["resolveCall B in compose factory#0", "resolveCall A in compose"])
    }

    @Test func theReturnedTypeIsTheSingleExpressionOrWhatEveryReturnBuilds() {
        let source = """
            func compose(_ c: Container, flag: Bool) {
                c.register(A.self) { Outer.AImpl(helper: Helper()) }
                c.register(B.self) { (r: any Resolver) in
                    if flag { return BLive.init(r.resolve(C.self)) } else { return try! BFake<Int>() }
                }
                c.register(C.self) { shared }
                c.register(D.self, factory: { _ in DImpl() })
            }
            """
        #expect(registrations(source) == ["A builds AImpl", "B builds BLive,BFake", "C", "D builds DImpl"])
    }
}
