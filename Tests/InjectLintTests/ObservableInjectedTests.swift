import Testing

@testable import InjectLint

/// `observable-injected` finds an `@Injected var` in an `@Observable` type without `@ObservationIgnored` in the
/// shapes Swift accepts, and nothing else.
@Suite struct ObservableInjectedTests {
    private func findings(_ body: String, type: String = "@Observable final class Model") -> [String] {
        lint("import Inject\nimport Observation\n\(type) {\n\(body)\n}\n")
            .filter { $0.ruleID == "observable-injected" }.map(\.message)
    }

    @Test(arguments: [
        "@Observable final class Model", "@Observation.Observable final class Model",
        "@MainActor @Observable public final class Model", "@Observable\n@MainActor\nfinal class Model",
        "@available(macOS 14, *) @Observable class Model<T>", "@Observable class Model: Base, Sendable",
    ])
    func everySpellingOfAnObservableTypeIsSeen(type: String) {
        #expect(findings("    @Injected var store: Store", type: type).count == 1)
    }

    @Test(arguments: [
        "    @ObservationIgnored @Injected var store: Store",
        "    @Injected @ObservationIgnored var store: Store",
        "    @ObservationIgnored\n    @Injected(name: \"a\") private var store: Store",
        "    @Injected @Observation.ObservationIgnored var store: Store",
        "    let store = Injected<Store>()",
        "    var count = 0\n    struct Row { @Injected var store: Store }",
        "    func load() { @Injected var store: Store }",
    ])
    func anIgnoredConstantNestedOrLocalInjectionIsFine(body: String) {
        #expect(findings(body).isEmpty)
    }

    @Test func aTypeThatIsNotObservableIsFine() {
        #expect(findings("    @Injected var store: Store", type: "@MainActor final class Model").isEmpty)
        #expect(
            findings("    @Injected var store: Store", type: "@Observable final class Outer {}\nclass Model").isEmpty)
    }

    @Test func theMessageSaysTheFix() {
        #expect(
            findings("    var items = [String]()\n    @Injected var analytics: Analytics?") == [
                "'@Injected var analytics' in @Observable 'Model' needs @ObservationIgnored: the @Observable macro "
                    + "cannot observe a property wrapper (Swift reports \"ambiguous reference to member "
                    + "'_analytics'\"); write `@ObservationIgnored @Injected var analytics`, or hold it as "
                    + "`let analytics = Injected<Analytics?>()`"
            ])
    }
}
