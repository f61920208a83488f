import Testing

@testable import InjectLint

@Suite struct UnregisteredLookalikeTests {
    /// (`resolve(T.self, argument: x)` is this library's spelling too since runtime arguments; Swinject's
    /// several-argument `arguments:` is not.)
    @Test func otherLibrariesRegisterAndResolveCallsAreNotThisLibrarys() {
        let diagnostics = lint(
            """
            import Inject
            import UIKit
            final class ListController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(CandidateCell.self, forCellReuseIdentifier: "cell")
                    collectionView.register(Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "h")
                    _ = swinject.resolve(Animal.self, arguments: "x", 1)
                }
            }
            """, rules: ["unused-registration": .warning])
        #expect(diagnostics.isEmpty)
    }

    @Test func aResolutionOfAGenericParameterIsNotJudged() {
        let diagnostics = lint(
            """
            import Inject
            struct Locator<Service> {
                let container: Container
                func service() -> Service { container.resolve(Service.self) }
                func named<S>(_ name: String) -> S { container.resolve(S.self, name: name) }
                func all<each S>() -> (repeat each S) { (repeat container.resolve((each S).self)) }
            }
            func outside(_ c: Container) -> Store { c.resolve(Store.self) }
            """)
        #expect(diagnostics.map { $0.message.prefix(7) } == ["'Store'"])
    }

    @Test func aGenericRegistrationRegistersNothingSpecific() {
        // It used to switch `unregistered` off for the whole package; a helper taking the metatype is followed
        // instead (see `InferenceTests`).
        let diagnostics = lint(
            """
            import Inject
            extension Container {
                func provide<S>(_ make: @escaping @Sendable () -> S) { register(S.self) { make() } }
            }
            struct Service { @Injected var store: Store }
            """)
        #expect(diagnostics.map { $0.message.prefix(7) } == ["'Store'"])
    }
}
