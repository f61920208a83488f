import Testing

@testable import InjectLint

@Suite struct UnusedRegistrationTests {
    @Test func isOffByDefaultAndReportsWhenTurnedOn() {
        let source = """
            import Inject
            struct S { @Injected(name: "a") var a: Store }
            func f(_ c: Container) {
                c.register(Store.self, name: "a") { A() }
                c.register(Store.self, name: "b") { B() }
            }
            """
        #expect(lint(source).isEmpty)
        #expect(lint(source, rules: ["unused-registration": .warning]).map(\.location?.line) == [5])
    }
}
