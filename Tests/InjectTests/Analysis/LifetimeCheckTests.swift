import Inject
import Testing

@Suite struct LifetimeCheckTests {
    final class Session: Sendable {}
    final class Cache: Sendable { init(_ session: Session) {} }

    @Test(arguments: [Scope.weak, .graph])
    func aSingletonCapturingAShorterLivedServiceIsAnError(scope: Scope) throws {
        let container = Container()
        container.register(Session.self, scope: scope, fileID: "App/Wiring.swift", line: 1, column: 5) { Session() }
        container.register(Cache.self, scope: .singleton, fileID: "App/Wiring.swift", line: 2, column: 5) { r in
            Cache(r.resolve())
        }
        let finding = try #require(container.validate().findings.first)
        let word = "\(scope)".dropFirst()  // `weak`, not `.weak`
        #expect(
            finding.rendered() == """
                App/Wiring.swift:2:5: error: singleton 'Cache' captures 'Session', which is \(word): the singleton keeps its first instance forever; register 'Session' as .singleton, or 'Cache' with a shorter scope [lifetime]
                App/Wiring.swift:1:5: note: 'Session' is registered as \(word) here
                """)
    }

    @Test(arguments: [
        (Scope.singleton, Scope.transient), (.singleton, .singleton), (.transient, .weak), (.graph, .weak),
    ])
    func otherScopeCombinationsAreFine(owner: Scope, dependency: Scope) {
        let container = Container()
        container.register(Session.self, scope: dependency) { Session() }
        container.register(Cache.self, scope: owner) { r in Cache(r.resolve()) }
        #expect(container.validate().findings.isEmpty)
    }

    @Test func validationReusesASingletonBuiltEarlierAndSaysItsFactoryWasNotAnalysed() {
        let built = Counter()
        let container = Container()
        container.register(Session.self, scope: .singleton, fileID: "App/Wiring.swift", line: 7, column: 5) {
            built.increment()
            return Session()
        }
        let first = container.resolve(Session.self)
        let report = container.validate()
        #expect(container.resolve(Session.self) === first)
        #expect(built.count == 1)  // a singleton's factory runs at most once per container, validate() included
        #expect(
            report.rendered() == """
                App/Wiring.swift:7:5: warning: singleton 'Session' was built before validate() ran, and its factory never runs twice, so what it resolves is not analysed; call validate() before the first resolve [incomplete-analysis]

                """)
    }
}

@Suite struct LifetimeChainTests {
    final class Session: Sendable {}
    final class Helper: Sendable { init(_ session: Session) {} }
    final class Cache: Sendable { init(_ helper: Helper) {} }
    struct Watcher: Sendable { @Injected var session: Session? }

    // A singleton reaching a `.graph` service through a transient in between was not reported.
    @Test(arguments: [Scope.weak, .graph])
    func aSingletonReachingAShortLivedServiceThroughATransientIsReportedWithTheChain(scope: Scope) throws {
        let container = Container()
        container.register(Session.self, scope: scope, fileID: "App/Wiring.swift", line: 1, column: 5) { Session() }
        container.register(Helper.self, fileID: "App/Wiring.swift", line: 2, column: 5) { r in Helper(r.resolve()) }
        container.register(Cache.self, scope: .singleton, fileID: "App/Wiring.swift", line: 3, column: 5) { r in
            Cache(r.resolve())
        }
        let finding = try #require(container.validate().findings.first)
        let word = "\(scope)".dropFirst()  // `weak`, not `.weak`
        #expect(
            finding.rendered() == """
                App/Wiring.swift:3:5: error: singleton 'Cache' captures 'Session', which is \(word): the singleton keeps its first instance forever; register 'Session' as .singleton, or 'Cache' with a shorter scope [lifetime]
                App/Wiring.swift:3:5: note: 'Cache' resolves 'Helper' in its factory, which is transient
                App/Wiring.swift:2:5: note: 'Helper' resolves 'Session' in its factory, which is \(word)
                App/Wiring.swift:1:5: note: 'Session' is registered as \(word) here
                """)
    }

    // A singleton holding a `.weak` service through an optional injection was not reported.
    @Test func aSingletonHoldingAShortLivedServiceThroughAnOptionalInjectionIsReported() {
        let container = Container()
        container.register(Session.self, scope: .weak) { Session() }
        container.register(Watcher.self, scope: .singleton) { Watcher() }
        #expect(container.validate().findings.map(\.ruleID) == ["lifetime"])
    }

    @Test func aTransientChainEndingInASingletonIsFine() {
        let container = Container()
        container.register(Session.self, scope: .singleton) { Session() }
        container.register(Helper.self) { r in Helper(r.resolve()) }
        container.register(Cache.self, scope: .singleton) { r in Cache(r.resolve()) }
        #expect(container.validate().findings.isEmpty)
    }
}
