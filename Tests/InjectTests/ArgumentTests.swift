import Inject
import Testing

/// A model built from a value known only at run time.
final class ProfileViewModel: Sendable {
    let userID: String
    let store: any Store
    init(userID: String, store: any Store) {
        self.userID = userID
        self.store = store
    }
}

/// Holds a model the only way `@Injected` could: without an argument.
struct ProfileScreenHolder {
    @Injected var model: ProfileViewModel
}

/// Runtime arguments (issue 22): `register(T.self) { (r, userID: String) in … }`, `resolve(T.self, argument:)`.
@Suite struct ArgumentTests {
    static func container(scope: Scope = .transient) -> Container {
        let container = Container()
        container.register(Store.self) { MemoryStore() }
        container.register(ProfileViewModel.self, scope: scope) { (r, userID: String) in
            ProfileViewModel(userID: userID, store: r.resolve())
        }
        return container
    }

    @Test func aFactoryReceivesTheArgumentAndResolvesTheRest() throws {
        let container = Self.container()
        let model = container.resolve(ProfileViewModel.self, argument: "u1")
        #expect(model.userID == "u1" && model.store.label == "memory")
        #expect(try container.tryResolve(ProfileViewModel.self, argument: "u2").userID == "u2")
        let inferred: ProfileViewModel = container.resolve(argument: "u3")
        #expect(inferred.userID == "u3")
    }

    @Test func namedAndTupleArguments() {
        let container = Container()
        container.register(String.self, name: "pair") { (_, pair: (String, Int)) in "\(pair.0)#\(pair.1)" }
        #expect(container.resolve(String.self, name: "pair", argument: ("a", 2)) == "a#2")
    }

    @Test func aSingletonIsBuiltWithTheFirstArgument() {
        let container = Self.container(scope: .singleton)
        let first = container.resolve(ProfileViewModel.self, argument: "u1")
        let second = container.resolve(ProfileViewModel.self, argument: "u2")
        #expect(first === second && second.userID == "u1")
    }

    @Test func aWrongArgumentTypeIsRefusedNamingBothTypes() {
        let container = Self.container()
        #expect(throws: ResolutionError.self) { try container.tryResolve(ProfileViewModel.self, argument: 42) }
        do {
            _ = try container.tryResolve(ProfileViewModel.self, argument: 42)
        } catch {
            #expect(error.diagnostic.ruleID == "argument-mismatch")
            #expect(
                error.diagnostic.message
                    == "'ProfileViewModel' is resolved with an argument of type 'Int' but its factory takes a 'String'; pass a 'String' to `resolve(ProfileViewModel.self, argument: …)`"
            )
        }
    }

    @Test func anOptionalArgumentTypeIsAnotherType() {
        let container = Self.container()
        let given: String? = "u1"
        #expect(throws: ResolutionError.self) { try container.tryResolve(ProfileViewModel.self, argument: given) }
    }

    @Test func anArgumentForAFactoryThatTakesNoneIsRefused() {
        let container = Self.container()
        do {
            _ = try container.tryResolve(Store.self, argument: "x")
            Issue.record("expected a refusal")
        } catch {
            #expect(
                error.diagnostic.message.hasPrefix(
                    "'Store' is resolved with an argument of type 'String' but its factory takes none"))
        }
    }

    @Test func aResolveWithoutTheArgumentIsRefusedNamingTheArgumentForm() {
        let container = Self.container()
        do {
            _ = try container.tryResolve(ProfileViewModel.self)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.diagnostic.ruleID == "argument-required")
            #expect(error.diagnostic.message.contains("`resolve(ProfileViewModel.self, argument: …)`"))
        }
    }

    @Test func anInjectedPropertyOfAnArgumentRegistrationStopsNamingTheArgumentForm() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = ArgumentTests.container()
            Container.withDefault(container) { _ = ProfileScreenHolder().model }
        }.map { result in
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(
                stderr.contains(
                    "'ProfileViewModel' is injected here but its factory takes an argument of type 'String'"),
                "\(stderr)")
            #expect(stderr.contains("[argument-required]"), "\(stderr)")
        }
    }

    @Test func constructorInjectionPassesAnArgument() {
        let container = Self.container()
        container.register(ProfileScreenModel.self) { r in ProfileScreenModel(model: r.resolve(argument: "u9")) }
        #expect(container.resolve(ProfileScreenModel.self).model.userID == "u9")
    }

    @Test func theAnalyserNamesAnArgumentFactoryItDidNotRun() {
        let report = Self.container().validate()
        #expect(report.findings.map(\.ruleID) == ["incomplete-analysis"], "\(report)")
        #expect(
            report.findings.first?.message.hasPrefix(
                "1 registration taking a runtime argument ('ProfileViewModel') was not run") == true, "\(report)")
    }

    @Test func theAnalyserRunsAnArgumentFactoryResolvedWithAnArgument() {
        let container = Container()
        container.register(ProfileViewModel.self) { (r, userID: String) in
            ProfileViewModel(userID: userID, store: r.resolve())
        }
        container.register(ProfileScreenModel.self) { r in ProfileScreenModel(model: r.resolve(argument: "u9")) }
        let report = container.validate()
        #expect(report.findings.map(\.ruleID) == ["unregistered"], "\(report)")
        #expect(
            report.findings.first?.message.hasPrefix("'Store' is resolved by the factory of 'ProfileViewModel'")
                == true, "\(report)")
    }

    @Test func theAnalyserReportsAnInjectedPropertyOfAnArgumentFactoryInTheLintersWords() {
        let container = Self.container()
        container.register(ProfileScreenHolder.self) { ProfileScreenHolder() }
        let findings = container.validate().findings.filter { $0.ruleID == "argument-required" }
        #expect(
            findings.map(\.message) == [
                "'ProfileViewModel' is injected into 'ProfileScreenHolder.model' but its factory takes an argument of type 'String', which only `resolve(ProfileViewModel.self, argument: …)` can pass"
            ], "\(findings)")
    }

    @Test func theAnalyserReportsAFactoryResolvingAnArgumentFactoryWithoutOne() {
        let container = Self.container()
        container.register(ProfileScreenModel.self) { r in ProfileScreenModel(model: r.resolve()) }
        let findings = container.validate().findings.filter { $0.ruleID == "argument-required" }
        #expect(
            findings.map(\.message) == [
                "'ProfileViewModel' is resolved by the factory of 'ProfileScreenModel' but its factory takes an argument of type 'String', which only `resolve(ProfileViewModel.self, argument: …)` can pass"
            ], "\(findings)")
    }

    @MainActor @Test func aMainActorArgumentFactoryResolvesOnTheMainActorAndHopsFromElsewhere() async throws {
        let container = Container()
        container.register(MainActorClock.self) { (_, label: String) in MainActorClock(label: label) }
        #expect(container.resolve(MainActorClock.self, argument: "here").label == "here")
        let hopped = try await Task.detached { try await container.resolveAsync(MainActorClock.self, argument: "hop") }
            .value
        #expect(hopped.label == "hop")
    }
}

/// A service built with constructor injection of a service that takes an argument.
final class ProfileScreenModel: Sendable {
    let model: ProfileViewModel
    init(model: ProfileViewModel) { self.model = model }
}
