import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowTestSupport
import Testing

@testable import InjectWorkflowApp

/// Every module the app ships keeps the `FeatureModule` contract the host relies on.
@Suite("Feature module contract")
struct ModuleContractTests {
    static let reservedOptions: Set<String> = ["json", "help", "data-dir"]

    @Test func namesAreLowercaseUniqueAndDistinctFromTheBuiltIns() {
        let names = AppModules.all.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
        for name in names {
            #expect(name == name.lowercased() && !name.isEmpty && !name.contains(" "), "'\(name)'")
        }
        #expect(Set(names).isDisjoint(with: BuiltinCommands.all.map(\.name)))
    }

    @Test("each module's requiredFeatures are enough: with only them enabled, its graph validates")
    func requiredFeaturesAreComplete() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = AppModules.all.map(\.name)
        let host = AppHost(
            modules: AppModules.all, environment: ["WORKFLOW_DATA_DIR": directory.path], console: RecordingConsole())
        for module in AppModules.all {
            #expect(
                module.requiredFeatures.allSatisfy(names.contains), "\(module.name) requires a feature the app lacks")
            var session = try Session(host: host, dataDirectoryOption: nil)
            let needed = Set([module.name] + module.requiredFeatures)
            session.flags = FeatureFlags(Dictionary(uniqueKeysWithValues: names.map { ($0, needed.contains($0)) }))
            let report = try session.makeContainer().validate()
            #expect(!report.hasErrors, "\(module.name) with only \(needed.sorted()): \(report.rendered())")
        }
    }

    @Test("the declarations are needed too: email and events without candidates do not validate")
    func requirementsAreReal() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = AppHost(
            modules: AppModules.all, environment: ["WORKFLOW_DATA_DIR": directory.path], console: RecordingConsole())
        for name in ["email", "events"] {
            var session = try Session(host: host, dataDirectoryOption: nil)
            session.flags = FeatureFlags(["candidates": false, "email": name == "email", "events": name == "events"])
            #expect(try session.makeContainer().validate().hasErrors, "\(name) alone")
        }
    }

    @Test(arguments: AppModules.all.map(\.name))
    func commandsAreUniqueAndDeclareArgumentsTheParserCanServe(module name: String) throws {
        let module = try #require(AppModules.all.first { $0.name == name })
        let commands = module.commands.map(\.name)
        #expect(!commands.isEmpty)
        #expect(Set(commands).count == commands.count, "\(commands)")
        for command in module.commands {
            let where_ = "inject-workflow \(name) \(command.name)"
            let argumentNames = command.arguments.map(\.name)
            #expect(Set(argumentNames).count == argumentNames.count, "\(where_): \(argumentNames)")
            #expect(
                Set(argumentNames).isDisjoint(with: Self.reservedOptions),
                "\(where_) declares an option the host adds")
            let positionals = command.arguments.filter { $0.kind == .positional }
            let firstOptional = positionals.firstIndex { !$0.isRequired } ?? positionals.count
            #expect(positionals[firstOptional...].allSatisfy { !$0.isRequired }, "\(where_): required after optional")
            #expect(!command.summary.isEmpty, "\(where_) has a summary")
        }
    }

    @Test(arguments: AppModules.all.map(\.name))
    func registeringAloneWithTheHostsServicesGivesAValidGraph(module name: String) throws {
        let module = try #require(AppModules.all.first { $0.name == name })
        let container = Container()
        container.register(Store.self, scope: .singleton) { InMemoryStore() }
        container.register(WallClock.self) { FixedClock(Date(timeIntervalSince1970: 0)) }
        container.register(TimeDisplay.self) { TimeDisplay.utc }
        // Its dependencies on other features are optional injections or protocols those features provide;
        // register the rest of the app too, so only this module's own mistakes can show.
        for other in AppModules.all where other.name != name {
            other.register(in: container)
        }
        module.register(in: container)
        let report = container.validate()
        #expect(!report.hasErrors, "\(report.rendered())")
    }

    static func validate(_ names: [String]) -> ValidationReport {
        let container = Container()
        container.register(Store.self, scope: .singleton) { InMemoryStore() }
        container.register(WallClock.self) { FixedClock(Date(timeIntervalSince1970: 0)) }
        container.register(TimeDisplay.self) { TimeDisplay.utc }
        for module in AppModules.all where names.contains(module.name) {
            module.register(in: container)
        }
        return container.validate()
    }

    /// Candidates is the base every feature builds on and needs no other (the timeline reaches emails and
    /// events through optional injections); the other features cannot stand without it.
    @Test func candidatesStandsAloneAndTheOthersNeedIt() {
        #expect(!Self.validate(["candidates", "email", "events"]).hasErrors)
        #expect(!Self.validate(["candidates"]).hasErrors)
        #expect(!Self.validate(["candidates", "email"]).hasErrors)
        #expect(Self.validate(["email"]).hasErrors)
        #expect(Self.validate(["events"]).hasErrors)
        #expect(Self.validate(["email", "events"]).hasErrors)
    }
}
