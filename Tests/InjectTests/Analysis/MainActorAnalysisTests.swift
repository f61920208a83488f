import Inject
import Testing

// A SwiftUI-style model: main-actor isolated, with an isolated initialiser, built the only way Swift 6 allows in
// a synchronous factory today (`MainActor.assumeIsolated`).
protocol Profile: Sendable {}
protocol ProfileAPI: Sendable {}
final class StubProfileAPI: ProfileAPI {}

@MainActor
final class AnalysedProfileModel: Profile {
    let api: (any ProfileAPI)?
    @Injected(fileID: "App/ProfileModel.swift", line: 4, column: 6) var feed: any Feed
    init(api: (any ProfileAPI)? = nil) { self.api = api }
}

protocol Feed: Sendable {}
struct StaticFeed: Feed {}

/// Registers a main-actor model whose factory asserts the main actor, plus what it needs when `complete`.
func registerProfile(in container: Container, complete: Bool) {
    container.register(Profile.self, fileID: "App/Wiring.swift", line: 20, column: 5) { r in
        MainActor.assumeIsolated { AnalysedProfileModel(api: r.resolve(ProfileAPI.self)) }
    }
    if complete {
        container.register(ProfileAPI.self) { StubProfileAPI() }
        container.register(Feed.self) { StaticFeed() }
    }
}

@Suite struct MainActorAnalysisTests {
    // Regression: validate() ran every factory on its own worker thread, where `MainActor.assumeIsolated` traps,
    // so any app with a main-actor view model crashed in validate() (this test process died).
    @Test func aMainActorFactoryIsAnalysedFromATestOnAnyThread() {
        let container = Container()
        registerProfile(in: container, complete: true)
        let report = container.validate()
        #expect(report.findings.isEmpty, "\(report)")
        let graph = container.dependencyGraph()
        #expect(graph.nodes.first?.implementation == "AnalysedProfileModel")
        #expect(graph.edges.map { graph.nodes[$0.to].label }.sorted() == ["Feed", "ProfileAPI"])
    }

    @MainActor
    @Test func aMainActorFactoryIsAnalysedWhenValidateRunsOnTheMainThread() {
        let container = Container()
        registerProfile(in: container, complete: true)
        #expect(container.validate().findings.isEmpty)
    }

    @Test func aDeadEndInsideAMainActorFactoryIsReportedLikeAnyOther() {
        let container = Container()
        registerProfile(in: container, complete: false)
        let report = container.validate()
        #expect(
            report.rendered() == """
                App/Wiring.swift:20:5: error: 'ProfileAPI' is resolved by the factory of 'Profile' but never registered; register it with `container.register(ProfileAPI.self) { … }` [unregistered]
                App/Wiring.swift:20:5: note: did you mean 'Profile'?
                App/Wiring.swift:20:5: note: analysis of 'Profile' stopped at its first missing dependency; what its factory needs after 'ProfileAPI' is unknown until it is registered

                """)
    }

    @MainActor
    @Test func aDeadEndInsideAMainActorFactoryIsReportedWhenValidateRunsOnTheMainThread() {
        let container = Container()
        registerProfile(in: container, complete: false)
        let report = container.validate()
        #expect(report.hasErrors)
        #expect(report.findings.map(\.ruleID) == ["unregistered"])
    }

    @Test func validateOrExitOnTheMainThreadReportsAMainActorDeadEndAndExits() async {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = Container()
                registerProfile(in: container, complete: false)
                container.register(ProfileAPI.self) { StubProfileAPI() }
                container.validateOrExit()
            }
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            standardError.hasSuffix(
                """
                App/ProfileModel.swift:4:5: error: 'Feed' is injected into 'AnalysedProfileModel.feed' but never registered; register it with `container.register(Feed.self) { … }` [unregistered]
                App/Wiring.swift:20:5: note: 'Profile' is registered here
                Inject: 1 error, 0 warnings in the dependency graph.

                """), "\(standardError)")
    }
}
