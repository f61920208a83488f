import Inject
import Testing

/// `validateAsync()`: async factories analysed like synchronous ones. Before it, `validate()` skipped them in
/// silence, so every test below that expects a finding failed (there was no way to see one).
@Suite struct AsyncValidationTests {
    actor Database {
        static func open(counting opens: Counter) async throws -> Database {
            opens.increment()
            await Task.yield()
            return Database()
        }
    }
    protocol Clock: Sendable {}
    struct SystemClock: Clock {}
    protocol Cache: Sendable {}
    final class Repository: Sendable {
        init(_ database: Database, clock: any Clock) {}
    }
    /// Built by an async factory, with a property injected from the container.
    final class Feed: @unchecked Sendable {
        @Injected(fileID: "App/Feed.swift", line: 4, column: 6) var cache: any Cache
    }
    struct OpenFailed: Error, CustomStringConvertible {
        var description: String { "the disk is offline" }
    }

    private func cleanContainer(opens: Counter) -> Container {
        let container = Container()
        container.register(Database.self, scope: .singleton) { () async throws in
            try await Database.open(counting: opens)
        }
        container.register(Clock.self) { SystemClock() }
        container.register(Repository.self) { r async throws in
            Repository(try await r.resolveAsync(), clock: r.resolve())
        }
        return container
    }

    @Test func aCleanGraphWithAsyncFactoriesHasNoFindingsAndItsSingletonIsBuiltOnce() async throws {
        let opens = Counter()
        let container = cleanContainer(opens: opens)
        let report = await container.validateAsync()
        #expect(report.findings.isEmpty, "\(report)")
        #expect(opens.count == 1)
        // What validation built is the singleton: resolving and validating again do not open it again.
        _ = try await container.resolveAsync(Repository.self)
        #expect(await container.validateAsync().findings.isEmpty)
        #expect(opens.count == 1)
        // The synchronous analysis knows the built singleton; only the transient async factory is beyond it.
        #expect(
            container.validate().findings.first?.message.hasPrefix("1 async registration ('Repository') was") == true)
    }

    @Test func aMissingServiceAnAsyncFactoryAwaitsIsReportedAndItsAnalysisSaysItStopped() async throws {
        let container = Container()
        container.register(Feed.self, fileID: "App/Wiring.swift", line: 7, column: 5) { r async throws in
            _ = try await r.resolveAsync(Cache.self)
            return Feed()
        }
        let report = await container.validateAsync()
        #expect(
            report.findings.map { $0.rendered() } == [
                """
                App/Wiring.swift:7:5: error: 'Cache' is resolved by the factory of 'Feed' but never registered; register it with `container.register(Cache.self) { … }` [unregistered]
                App/Wiring.swift:7:5: note: analysis of 'Feed' stopped at its first missing dependency; what its factory needs after 'Cache' is unknown until it is registered
                """
            ])
    }

    @Test func aSynchronousDeadEndInsideAnAsyncFactoryParksOnlyItsThreadAndTheRestIsAnalysed() async {
        let container = Container()
        container.register(Repository.self, fileID: "App/Wiring.swift", line: 3, column: 5) { r async throws in
            Repository(Database(), clock: r.resolve())  // `Clock` is not registered: this cannot return
        }
        container.register(Feed.self, fileID: "App/Wiring.swift", line: 4, column: 5) { () async throws in Feed() }
        let report = await container.validateAsync()
        #expect(
            report.findings.map(\.message) == [
                "'Clock' is resolved by the factory of 'Repository' but never registered; register it with `container.register(Clock.self) { … }`",
                "'Cache' is injected into 'Feed.cache' but never registered; register it with `container.register(Cache.self) { … }`",
            ])
    }

    @Test func theInjectedPropertiesOfWhatAnAsyncFactoryBuildsAreAnalysed() async throws {
        let container = Container()
        container.register(Feed.self) { () async throws in Feed() }
        let finding = try #require(await container.validateAsync().findings.first)
        #expect(finding.ruleID == "unregistered")
        #expect(finding.location?.description == "App/Feed.swift:4:5")
    }

    @Test func aCycleThroughAsyncFactoriesIsReportedWithItsPath() async throws {
        let container = Container()
        container.register(Repository.self) { r async throws in
            _ = try await r.resolveAsync(Feed.self)
            return Repository(Database(), clock: SystemClock())
        }
        container.register(Feed.self) { r async throws in
            _ = try await r.resolveAsync(Repository.self)
            return Feed()
        }
        let report = await container.validateAsync()
        let finding = try #require(report.findings.first { $0.ruleID == "cycle" })
        #expect(finding.message.hasPrefix("dependency cycle: 'Repository' → 'Feed' → 'Repository'"), "\(finding)")
        #expect(report.findings.filter { $0.ruleID == "cycle" }.count == 1)
    }

    @Test func anAsyncFactoryThatThrowsItsOwnErrorIsReportedNotPassed() async throws {
        let container = Container()
        container.register(Database.self, fileID: "App/Wiring.swift", line: 2, column: 5) { () async throws in
            throw OpenFailed()
        }
        let report = await container.validateAsync()
        #expect(report.hasErrors)
        #expect(
            report.findings.map(\.message) == [
                "the async factory of 'Database' threw while it was analysed (the disk is offline), so what it resolves after that is not analysed; make it succeed when validating (for example, register a stand-in for what failed)"
            ])
    }

    @Test func aServiceWhoseDependencyThrewSaysItWasBlocked() async throws {
        let container = Container()
        container.register(Database.self) { () async throws in throw OpenFailed() }
        container.register(Repository.self) { r async throws in
            Repository(try await r.resolveAsync(), clock: SystemClock())
        }
        let finding = try #require(await container.validateAsync().findings.first)
        #expect(
            finding.notes.map(\.message) == [
                "analysis of 'Database' stopped where its async factory threw; what it needs afterwards is unknown",
                "analysis of 'Repository' stopped here too: its factory needs 'Database', which cannot be built",
            ])
    }

    @Test func aTransientAsyncFactoryRunsOncePerValidation() async {
        let builds = Counter()
        let container = Container()
        container.register(Feed.self) { () async throws in
            builds.increment()
            return Feed()
        }
        container.register(Cache.self) {
            struct Memory: Cache {}; return Memory()
        }
        container.register(Repository.self) { r async throws in
            _ = try await r.resolveAsync(Feed.self)
            return Repository(Database(), clock: SystemClock())
        }
        #expect(await container.validateAsync().findings.isEmpty)
        #expect(builds.count == 1)
    }

    @Test func aSynchronousResolveOfAnAsyncServiceInsideAnAsyncFactoryIsRequiresAwait() async throws {
        let container = Container()
        container.register(Database.self) { () async throws in Database() }
        container.register(Repository.self) { r async throws in Repository(r.resolve(), clock: SystemClock()) }
        let finding = try #require(await container.validateAsync().findings.first)
        #expect(finding.ruleID == "requires-await")
    }

    // The synchronous analysis handed a built async singleton to a synchronous factory as if it could be resolved
    // there; at run time that request stops the program, built or not.
    @Test func aSynchronousResolveOfABuiltAsyncSingletonIsStillRequiresAwait() async throws {
        let container = cleanContainer(opens: Counter())
        _ = try await container.resolveAsync(Database.self)
        container.register(Feed.self) { r in
            _ = r.resolve(Database.self)
            return Feed()
        }
        let report = container.validate()
        #expect(report.errors.map(\.ruleID) == ["requires-await"], "\(report)")
    }

    @Test func validateNamesTheAsyncRegistrationsItCouldNotRun() throws {
        let container = cleanContainer(opens: Counter())
        let report = container.validate()
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1 && !report.hasErrors)
        #expect(
            finding.message
                == "2 async registrations ('Database', 'Repository') were not analysed (what their factories resolve, the `@Injected` properties of what they build): validate() cannot run async factories; call `await container.validateAsync()` to analyse them too"
        )
    }

    @MainActor @Test func mainActorAndAsyncServicesTogetherFromTheMainActor() async {
        @MainActor final class Model {
            init(_ repository: Repository) {}
        }
        let container = cleanContainer(opens: Counter())
        container.register(Model.self, isolation: MainActor.shared) { r in
            Model(Repository(Database(), clock: r.resolve()))
        }
        #expect(await container.validateAsync().findings.isEmpty)
    }

    @Test func manyDeadEndsInAsyncFactoriesAllComeBack() async {
        let container = Container()
        for index in 0..<20 {
            container.register(Repository.self, name: "r\(index)") { r async throws in
                Repository(Database(), clock: r.resolve())
            }
        }
        let report = await container.validateAsync()
        let synchronous = Container()
        for index in 0..<20 {
            synchronous.register(Repository.self, name: "r\(index)") { r in Repository(Database(), clock: r.resolve()) }
        }
        // The same findings as for the same factories written synchronously, one per factory.
        #expect(report.findings.map(\.message) == synchronous.validate().findings.map(\.message))
        #expect(report.errors.count == 20)
    }

    /// A decorator: the wrapped service's `@Injected` is created while the async factory runs.
    final class LoggingFeed: Sendable {
        let wrapped: Feed
        init(wrapping wrapped: Feed) { self.wrapped = wrapped }
    }

    @Test func injectedPropertiesCreatedWhileAnAsyncFactoryRunsCountWhereverTheyEndUp() async throws {
        let container = Container()
        container.register(LoggingFeed.self) { () async throws in
            await Task.yield()
            return LoggingFeed(wrapping: Feed())
        }
        let finding = try #require(await container.validateAsync().findings.first)
        #expect(
            finding.message
                == "'Cache' is injected into 'Feed.cache' but never registered; register it with `container.register(Cache.self) { … }`"
        )
    }

    @Test func servicesAwaitedConcurrentlyAreEachAnalysed() async throws {
        let container = Container()
        container.register(Database.self) { () async throws in Database() }
        container.register(Feed.self) { () async throws in Feed() }
        container.register(Repository.self) { r async throws in
            async let database = r.resolveAsync(Database.self)
            async let feed = r.resolveAsync(Feed.self)
            async let cache = r.resolveAsync(Cache.self)
            _ = try await (feed, cache)
            return Repository(try await database, clock: SystemClock())
        }
        let report = await container.validateAsync()
        // `Cache` is missing twice over: awaited by Repository's factory and injected into Feed.
        #expect(report.errors.count == 2, "\(report)")
        #expect(report.errors.allSatisfy { $0.message.hasPrefix("'Cache' is ") })
    }

    @Test func aSynchronousResolveOfAMainActorServiceInsideAnAsyncFactoryIsReported() async throws {
        @MainActor final class Model {}
        let container = Container()
        container.register(Model.self, isolation: MainActor.shared) { Model() }
        container.register(Feed.self) { r async throws in
            _ = r.resolve(Model.self)  // off the main actor: stops the program at run time
            return Feed()
        }
        container.register(Cache.self) {
            struct Memory: Cache {}; return Memory()
        }
        let finding = try #require(await container.validateAsync().findings.first)
        #expect(finding.ruleID == "off-main-actor", "\(finding)")
    }

    @Test func aTrappingAsyncFactoryNamesItselfOnStandardError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Feed.self, fileID: "App/Wiring.swift", line: 5, column: 5) { () async throws -> Feed in
                preconditionFailure("no configuration")
            }
            _ = await container.validateAsync()
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            standardError.contains("the factory of 'Feed', registered at App/Wiring.swift:5:5 (analysis path: Feed)"),
            "\(standardError)")
    }
}
