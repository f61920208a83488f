import Inject
import Testing

@Suite struct GraphExportTests {
    protocol Foo: Sendable {}
    protocol Bar: Sendable {}
    struct FooImpl: Foo {
        @Injected(fileID: "App/FooImpl.swift", line: 2, column: 6) var bar: any Bar
        @Injected(fileID: "App/FooImpl.swift", line: 3, column: 6) var analytics: (any Analytics)?
    }
    struct BarImpl: Bar {
        @Injected(fileID: "App/BarImpl.swift", line: 2, column: 6) var foo: any Foo
    }

    static func graph() -> DependencyGraph {
        let container = Container()
        container.register(Foo.self, fileID: "App/Wiring.swift", line: 1, column: 5) { FooImpl() }
        container.register(Bar.self, scope: .singleton, fileID: "App/Wiring.swift", line: 2, column: 5) { BarImpl() }
        container.register(Store.self, fileID: "App/Wiring.swift", line: 3, column: 5) { MemoryStore() }
        container.register(Repository.self, fileID: "App/Wiring.swift", line: 4, column: 5) { r in
            StoreRepository(store: r.resolve())
        }
        return container.dependencyGraph()
    }

    @Test func theGraphHasOneNodePerServiceAndOneEdgePerInjection() {
        let graph = Self.graph()
        #expect(graph.nodes.map(\.label) == ["Foo", "Bar", "Store", "Repository", "Analytics"])
        #expect(graph.nodes.map(\.implementation) == ["FooImpl", "BarImpl", "MemoryStore", "StoreRepository", nil])
        #expect(graph.nodes.map(\.isRegistered) == [true, true, true, true, false])
        #expect(graph.edges.map { "\($0.from)->\($0.to)" } == ["0->1", "0->4", "1->0", "3->2"])
        #expect(graph.edges.map(\.isInCycle) == [true, false, true, false])
        #expect(graph.cycles == [[0, 1, 0]])
    }

    @Test func textListsEachServiceWithItsDependencies() {
        #expect(
            Self.graph().rendered(as: .text) == """
                Foo (FooImpl) .transient  App/Wiring.swift:1:5
                  → Bar  @Injected bar  App/FooImpl.swift:2:5  [cycle]
                  → Analytics?  @Injected analytics  App/FooImpl.swift:3:5  [not registered]
                Bar (BarImpl) .singleton  App/Wiring.swift:2:5
                  → Foo  @Injected foo  App/BarImpl.swift:2:5  [cycle]
                Store (MemoryStore) .transient  App/Wiring.swift:3:5
                Repository (StoreRepository) .transient  App/Wiring.swift:4:5
                  → Store  resolved in factory  App/Wiring.swift:4:5

                """)
    }

    @Test func dotMarksCycleEdgesRedAndOptionalOnesDashed() {
        #expect(
            Self.graph().rendered(as: .dot) == #"""
                digraph Inject {
                  rankdir=LR;
                  node [shape=box, fontname="Helvetica"];
                  n0 [label="Foo\nFooImpl · .transient"];
                  n1 [label="Bar\nBarImpl · .singleton"];
                  n2 [label="Store\nMemoryStore · .transient"];
                  n3 [label="Repository\nStoreRepository · .transient"];
                  n4 [label="Analytics\nnot registered", style=dashed, color="red"];
                  n0 -> n1 [label="bar", color="red", penwidth=2];
                  n0 -> n4 [label="analytics", style=dashed];
                  n1 -> n0 [label="foo", color="red", penwidth=2];
                  n3 -> n2;
                }

                """#)
    }

    @Test func mermaidStylesCycleLinksAndMissingServices() {
        #expect(
            Self.graph().rendered(as: .mermaid) == """
                flowchart LR
                  n0["Foo<br/>FooImpl · .transient"]
                  n1["Bar<br/>BarImpl · .singleton"]
                  n2["Store<br/>MemoryStore · .transient"]
                  n3["Repository<br/>StoreRepository · .transient"]
                  n4["Analytics<br/>not registered"]
                  n0 -->|bar| n1
                  n0 -.->|analytics| n4
                  n1 -->|foo| n0
                  n3 --> n2
                  classDef missing stroke:red,stroke-dasharray:5 5
                  class n4 missing
                  linkStyle 0,2 stroke:red,stroke-width:3px

                """)
    }
}
