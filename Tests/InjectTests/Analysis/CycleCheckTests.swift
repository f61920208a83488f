import Inject
import Testing

@Suite struct CycleCheckTests {
    // The design card's scenario: lazy properties that would not recurse, but still form a cycle.
    protocol Foo: Sendable {}
    protocol Bar: Sendable {}
    struct FooImpl: Foo {
        @Injected(fileID: "App/FooImpl.swift", line: 4, column: 6) var bar: any Bar
    }
    struct BarImpl: Bar {
        @Injected(fileID: "App/BarImpl.swift", line: 4, column: 6) var foo: any Foo
    }

    protocol Search: Sendable {}
    protocol Client: Sendable {}
    struct RealSearch: Search { @Injected var client: any Client }
    struct LoggingSearch: Search { let inner: any Search }
    struct HTTPClient: Client { @Injected var search: any Search }

    // The linter's counterpart is MisreadShapeTests.aDecoratorWrappingAnObjectWhoseInjectionClosesACycleIsACycle:
    // both tools see the wrapped object's `Injected`, created while the decorator's factory runs.
    @Test func aDecoratorWrappingAnObjectWhoseInjectionClosesACycleIsACycle() {
        let container = Container()
        container.register(Search.self) { LoggingSearch(inner: RealSearch()) }
        container.register(Client.self) { HTTPClient() }
        let cycles = container.validate().findings.filter { $0.ruleID == "cycle" }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message.hasPrefix("dependency cycle: 'Search' → 'Client' → 'Search'") == true)
    }

    @Test func fooAndBarInjectingEachOtherIsACycle() throws {
        let container = Container()
        container.register(Foo.self, fileID: "App/Wiring.swift", line: 3, column: 5) { FooImpl() }
        container.register(Bar.self, fileID: "App/Wiring.swift", line: 4, column: 5) { BarImpl() }
        let report = container.validate()
        #expect(report.hasErrors)
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(
            finding.rendered() == """
                App/FooImpl.swift:4:5: error: dependency cycle: 'Foo' → 'Bar' → 'Foo'; each service needs the next, so `validate()` rejects the loop even where lazy `@Injected` reads would not recurse — move what they share into a new service, or pass the value in as a parameter instead of injecting it [cycle]
                App/FooImpl.swift:4:5: note: 'Foo' is built as 'FooImpl', whose 'FooImpl.bar' injects 'Bar'
                App/BarImpl.swift:4:5: note: 'Bar' is built as 'BarImpl', whose 'BarImpl.foo' injects 'Foo'
                """)
    }

    // A 3-cycle only constructor injection can see: nothing here is visible to Mirror.
    final class Alpha: Sendable { init(_ beta: Beta) {} }
    final class Beta: Sendable { init(_ gamma: Gamma) {} }
    final class Gamma: Sendable { init(_ alpha: Alpha) {} }

    @Test func aThreeCycleThroughConstructorInjectionIsReportedWithoutCrashing() throws {
        let container = Container()
        container.register(Alpha.self) { r in Alpha(r.resolve()) }
        container.register(Beta.self) { r in Beta(r.resolve()) }
        container.register(Gamma.self) { r in Gamma(r.resolve()) }
        container.register(Int.self) { 1 }
        let report = container.validate()
        #expect(report.findings.map(\.ruleID) == ["cycle"])
        let finding = try #require(report.findings.first)
        #expect(finding.cycleChain == "dependency cycle: 'Alpha' → 'Beta' → 'Gamma' → 'Alpha'")
        #expect(
            finding.notes.map(\.message) == [
                "the factory of 'Alpha' resolves 'Beta'",
                "the factory of 'Beta' resolves 'Gamma'",
                "the factory of 'Gamma' resolves 'Alpha'",
                "analysis of 'Gamma' stopped at this cycle; what its factory needs afterwards is unknown until the cycle is broken",
                "analysis of 'Beta' stopped here too: its factory needs 'Gamma', which cannot be built",
                "analysis of 'Alpha' stopped here too: its factory needs 'Beta', which cannot be built",
            ])
        // The analyser carried on after the dead end and still looked at the rest of the graph.
        let graph = container.dependencyGraph()
        #expect(graph.nodes.map(\.label) == ["Alpha", "Beta", "Gamma", "Int"])
        #expect(graph.nodes[3].implementation == "Int")
    }

    // A cycle through a property declared in a superclass.
    protocol Screen: Sendable {}
    protocol Presenter: Sendable {}
    class BaseScreen: @unchecked Sendable {
        // @unchecked: the only stored state is the wrapper, whose storage is thread-safe.
        @Injected var presenter: any Presenter
    }
    final class HomeScreen: BaseScreen, Screen, @unchecked Sendable {}
    struct HomePresenter: Presenter {
        @Injected var screen: any Screen
    }

    @Test func aCycleThroughASuperclassPropertyIsReported() {
        let container = Container()
        container.register(Screen.self) { HomeScreen() }
        container.register(Presenter.self) { HomePresenter() }
        let report = container.validate()
        #expect(report.findings.map(\.cycleChain) == ["dependency cycle: 'Screen' → 'Presenter' → 'Screen'"])
        #expect(
            report.findings.first?.notes.first?.message
                == "'Screen' is built as 'HomeScreen', whose 'BaseScreen.presenter' injects 'Presenter'")
    }

    protocol Left: Sendable {}
    protocol Right: Sendable {}
    struct LeftImpl: Left { @Injected var right: any Right }
    struct RightImpl: Right { @Injected var left: any Left }

    @Test func twoDisjointCyclesAreBothReported() {
        let container = Container()
        container.register(Foo.self) { FooImpl() }
        container.register(Bar.self) { BarImpl() }
        container.register(Left.self) { LeftImpl() }
        container.register(Right.self) { RightImpl() }
        let report = container.validate()
        #expect(
            report.findings.map(\.cycleChain) == [
                "dependency cycle: 'Foo' → 'Bar' → 'Foo'", "dependency cycle: 'Left' → 'Right' → 'Left'",
            ])
    }

    protocol Hub: Sendable {}
    protocol Spoke: Sendable {}
    struct HubImpl: Hub {
        @Injected var foo: any Foo
        @Injected var spoke: any Spoke
    }
    struct SpokeImpl: Spoke { @Injected var hub: any Hub }
    struct FooToHub: Foo { @Injected var hub: any Hub }

    @Test func oneStronglyConnectedComponentIsReportedOnceWithOneConcreteCycle() {
        // Foo ⇄ Hub ⇄ Spoke: two elementary cycles, one component, one finding.
        let container = Container()
        container.register(Foo.self) { FooToHub() }
        container.register(Hub.self) { HubImpl() }
        container.register(Spoke.self) { SpokeImpl() }
        let report = container.validate()
        #expect(
            report.findings.map(\.cycleChain) == [
                "dependency cycle: 'Foo' → 'Hub' → 'Foo' (3 services depend on each other in this loop)"
            ])
        #expect(container.dependencyGraph().edges.allSatisfy { $0.isInCycle })
    }

    @Test func aFactoryStoppedByACycleIsMarkedIncompleteInTheGraph() {
        let container = Container()
        container.register(Bar.self) { r in
            _ = r.resolve(Left.self)
            return BarImpl()
        }
        container.register(Left.self) { r in
            _ = r.resolve(Bar.self)
            return LeftImpl()
        }
        let graph = container.dependencyGraph()
        #expect(graph.incomplete.map { graph.nodes[$0].label } == ["Bar", "Left"])
        #expect(container.validate().findings.map(\.cycleChain) == ["dependency cycle: 'Bar' → 'Left' → 'Bar'"])
    }

    @Test func resolveIfRegisteredOfARegisteredServiceIsARealEdge() {
        // A factory's resolveIfRegistered builds a registered service at once, so it counts like resolve (as
        // inject-lint counts it); only an absent service makes it an optional edge.
        let container = Container()
        container.register(Left.self) { r in
            _ = r.resolveIfRegistered(Right.self)
            return LeftImpl()
        }
        container.register(Right.self) { RightImpl() }
        #expect(container.dependencyGraph().cycles.count == 1)
        let lonely = Container()
        lonely.register(Foo.self) { r in
            _ = r.resolveIfRegistered(Bar.self)
            return Optionally()
        }
        lonely.register(Bar.self) { BarImpl() }
        #expect(lonely.validate().findings.map(\.cycleChain) == ["dependency cycle: 'Foo' → 'Bar' → 'Foo'"])
        #expect(lonely.dependencyGraph().edges.map(\.isOptional) == [false, false])
        let absent = Container()
        absent.register(Foo.self) { r in
            _ = r.resolveIfRegistered(Bar.self)
            return Optionally()
        }
        #expect(absent.validate().findings.isEmpty)
        #expect(absent.dependencyGraph().edges.map(\.isOptional) == [true])
    }

    final class Loop: Sendable { init(_ loop: Loop?) {} }

    @Test func aServiceThatResolvesItselfIsACycleOfOne() {
        let container = Container()
        container.register(Loop.self) { r in Loop(r.resolve(Loop.self)) }
        #expect(container.validate().findings.map(\.cycleChain) == ["dependency cycle: 'Loop' → 'Loop'"])
    }

    struct Optionally: Foo { @Injected var bar: (any Bar)? }

    @Test func optionalInjectionsNeverFormACycleError() {
        let container = Container()
        container.register(Foo.self) { Optionally() }
        container.register(Bar.self) { BarImpl() }
        let report = container.validate()
        #expect(report.findings.isEmpty)
        #expect(container.dependencyGraph().edges.filter(\.isOptional).count == 1)
    }

    final class Link: Sendable { init(_ next: Link?) {} }

    @Test func aLongAcyclicChainValidatesCleanly() {
        let container = Container()
        let length = 1_000
        container.register(Link.self, name: "0") { Link(nil) }
        for index in 1..<length {
            container.register(Link.self, name: "\(index)") { r in Link(r.resolve(Link.self, name: "\(index - 1)")) }
        }
        let graph = container.dependencyGraph()
        #expect(graph.cycles.isEmpty)
        #expect(graph.edges.count == length - 1)
        #expect(container.validate().findings.isEmpty)
    }
}
