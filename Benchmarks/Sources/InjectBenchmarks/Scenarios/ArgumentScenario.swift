import Inject
import Swinject

/// (g) Resolving a transient service built from a runtime argument (issue 22), and the same service resolved
/// without one, so the cost of the argument shows on its own.
///
/// - hand: `ProfileModel(userID:)` called directly;
/// - Inject: `register(ProfileModel.self) { (r, userID: String) in … }`, `resolve(ProfileModel.self, argument:)`;
/// - Swinject: `register(ProfileModel.self) { (r, userID: String) in … }`, `resolve(ProfileModel.self, argument:)`;
/// - swift-dependencies has no runtime arguments ("n/a").
///
/// The second row is Inject's plain transient resolve of a class of the same shape (`{ PlainModel(userID: "u1") }`):
/// the
/// issue asks that the argument cost at most 1.5× of it.
enum ArgumentScenario {
    static func run(_ harness: Harness) -> [ResultRow] {
        let swinjectContainer = Swinject.Container()
        swinjectContainer.register(ArgumentModel.self) { (_, userID: String) in ArgumentModel(userID: userID) }
            .inObjectScope(.transient)
        let userID = "u1"
        let figures = harness.medians([
            Harness.timed { iterations in
                for _ in 0..<iterations { blackHole(makeByHand(userID)) }
            },
            injectArgumentBatch(),
            Harness.timed { iterations in
                for _ in 0..<iterations { blackHole(swinjectContainer.resolve(ArgumentModel.self, argument: userID)!) }
            },
            injectPlainBatch(),
        ])
        let withArgument = ResultRow(
            scenario: "g. transient resolve with an argument", hand: figures[0], inject: figures[1],
            swinject: figures[2])
        let plain = ResultRow(scenario: "g. the same, plain transient resolve", hand: figures[0], inject: figures[3])
        return [withArgument, plain]
    }

    /// Inject's container for this row: the argument registration and its plain twin.
    static func injectContainer() -> Inject.Container {
        let container = Inject.Container()
        container.register(ArgumentModel.self) { (_, userID: String) in ArgumentModel(userID: userID) }
        container.register(PlainModel.self) { PlainModel(userID: "u1") }
        return container
    }

    static func injectArgumentBatch() -> Harness.TimedBatch {
        let container = injectContainer()
        let userID = "u1"
        return Harness.timed { iterations in
            for _ in 0..<iterations { blackHole(container.resolve(ArgumentModel.self, argument: userID)) }
        }
    }

    static func injectPlainBatch() -> Harness.TimedBatch {
        let container = injectContainer()
        return Harness.timed { iterations in
            for _ in 0..<iterations { blackHole(container.resolve(PlainModel.self)) }
        }
    }

    @inline(never)
    static func makeByHand(_ userID: String) -> ArgumentModel {
        ArgumentModel(userID: userID)
    }
}

/// The same shape, registered without an argument (a type of its own, so neither resolve pays for a name).
final class PlainModel: Sendable {
    let userID: String
    init(userID: String) { self.userID = userID }
}

/// A model built from a value known only at run time.
final class ArgumentModel: Sendable {
    let userID: String
    init(userID: String) { self.userID = userID }
}

/// (f) `validate()` of 10,000 registrations of which a tenth take a runtime argument: an 8,000-node tree, and
/// 1,000 askers each resolving one of 1,000 argument registrations with an argument (so the analyser runs them).
enum ArgumentValidationScenario {
    static func run(_ harness: Harness) -> ResultRow {
        let container = ValidationScenario.makeContainer(registrations: 8000)
        for index in 0..<1000 {
            let name = "argument-\(index)"
            container.register((any ValidationNode).self, name: name) { (_, _: Int) in LeafNode() }
            container.register((any ValidationNode).self, name: "asker-\(index)") { resolver in
                ConstructedNode(children: [resolver.resolve((any ValidationNode).self, name: name, argument: index)])
            }
        }
        return ValidationScenario.timedValidation(
            of: container, scenario: "f. validate() 10,000 registrations, 1,000 with arguments",
            graph: "the argument benchmark graph", harness)
    }
}
