import Testing

@testable import InjectLint

/// Runtime arguments and custom scopes (issue 22) are read like the library's other forms.
@Suite struct ArgumentFormsTests {
    @Test func anArgumentFactoryRecordsTheArgumentsType() {
        let source = """
            import Inject
            func compose(_ c: Container) {
                c.register(ProfileModel.self) { (r, userID: String) in ProfileModel(userID: userID, store: r.resolve()) }
                c.register(Pair.self, name: "p", scope: .session) { (_, args: (String, Int)) in Pair(args) }
                c.register(Loose.self) { r, id in Loose(id) }
                c.register(Clock.self) { r in SystemClock() }
            }
            """
        let registrations = facts(source).registrations
        #expect(registrations.map(\.takesArgument) == [true, true, true, false])
        #expect(registrations.map(\.argumentType) == ["String", "(String, Int)", nil, nil])
    }

    /// Only the signature before `in` names parameters: a factory without one (`$0`) whose body passes several
    /// arguments takes none, and a capture list before the parameters hides none.
    @Test func aFactorysArgumentIsReadFromItsSignatureOnly() {
        let source = """
            import Inject
            func compose(_ c: Container) {
                c.register(Pair.self) { Pair(a: $0.resolve(), b: $0.resolve()) }
                c.register(Loader.self) { Loader(fetch: { x, y in x }, async: true) }
                c.register(ProfileModel.self) { [weak self] (r, userID: String) in ProfileModel(userID: userID) }
                c.register(Feed.self) { [unowned self, weak other] r in Feed(page: 1, size: 2) }
            }
            """
        let registrations = facts(source).registrations
        #expect(registrations.map(\.takesArgument) == [false, false, true, false])
        #expect(registrations.map(\.isAsync) == [false, false, false, false])
        #expect(registrations.map(\.argumentType) == [nil, nil, "String", nil])
        #expect(registrations.map { $0.constructedTypes } == [["Pair"], ["Loader"], ["ProfileModel"], ["Feed"]])
    }

    /// (`tryResolve` is recoverable, so it is not `unregistered`, with or without an argument.)
    @Test func aResolveWithAnArgumentIsARequestForTheService() {
        let source = """
            import Inject
            func show(_ c: Container) {
                let model = c.↓resolve(ProfileModel.self, argument: "u1")
                let named = try? c.tryResolve(ProfileModel.self, name: "preview", argument: 42)
            }
            """
        let example = Example(source)
        #expect(example.positions(of: UnregisteredRule.description) == example.markers)
        let injections = facts(source.replacingOccurrences(of: "↓", with: "")).injections
        #expect(injections.map(\.hasArgument) == [true, true])
        #expect(injections.map(\.argumentType) == ["String", "Int"])
    }

    @Test func aMissingServiceInsideAnArgumentFactoryIsFound() {
        let source = """
            import Inject
            struct ProfileModel { init(userID: String, store: Store) {} }
            func compose(_ c: Container) {
                c.register(ProfileModel.self) { (r, userID: String) in ProfileModel(userID: userID, store: r.resolve()) }
            }
            func show(_ c: Container) { _ = c.resolve(ProfileModel.self, argument: "u1") }
            """
        #expect(lint(source).map(\.ruleID) == ["unregistered"])
        #expect(lint(source).first?.message.hasPrefix("'Store' is resolved by the factory of 'ProfileModel'") == true)
    }

    @Test func theLinterAndTheLibrarySayTheSameAboutAWrongArgument() {
        let source = """
            import Inject
            func compose(_ c: Container) {
                c.register(ProfileModel.self) { (r, userID: String) in ProfileModel(userID: userID) }
            }
            func show(_ c: Container) { _ = c.resolve(ProfileModel.self, argument: 42) }
            """
        #expect(
            lint(source).map(\.message) == [
                "'ProfileModel' is resolved with an argument of type 'Int' but its factory takes a 'String'; pass a "
                    + "'String' to `resolve(ProfileModel.self, argument: …)`"
            ])
    }

    /// An async factory that takes an argument (`{ (r, threadID: String) async throws in … }`) is read like a
    /// synchronous one: its argument's type is known, so a mismatched `resolveAsync` is reported, and it is async,
    /// so a synchronous resolve of it is told to await.
    @Test func anAsyncArgumentFactoryIsCheckedLikeASynchronousOne() {
        let source = """
            import Inject
            func compose(_ c: Container) {
                c.register(Conversation.self, name: "t", scope: .session) { (r, threadID: String) async throws in
                    try await Conversation.load(threadID, store: r.resolve(Store.self))
                }
                c.register(Store.self) { MemoryStore() }
            }
            func show(_ c: Container) async throws {
                _ = try await c.resolveAsync(Conversation.self, name: "t", argument: "t1")
                _ = try await c.↓resolveAsync(Conversation.self, name: "t", argument: 42)
            }
            """
        let registrations = facts(source.replacingOccurrences(of: "↓", with: "")).registrations
        #expect(registrations.map(\.takesArgument) == [true, false])
        #expect(registrations.map(\.argumentType) == ["String", nil])
        #expect(registrations.map(\.isAsync) == [true, false])
        let example = Example(source)
        #expect(example.positions(of: ArgumentMismatchRule.description) == example.markers)
        #expect(
            lint(source.replacingOccurrences(of: "↓", with: "")).map(\.message) == [
                "'Conversation' named \"t\" is resolved with an argument of type 'Int' but its factory takes a "
                    + "'String'; pass a 'String' to `resolve(Conversation.self, name: \"t\", argument: …)`"
            ])
    }

    @Test func aCustomScopeIsAScope() {
        let source = """
            import Inject
            extension Scope { static let session = Scope.custom("session") }
            struct Checkout { @Injected var cart: Cart }
            func compose(_ c: Container) {
                c.register(Cart.self, scope: .session) { Cart() }
                c.register(Checkout.self, scope: .custom("request")) { Checkout() }
                c.reset(.session)
            }
            """
        #expect(facts(source).registrations.map(\.type) == ["Cart", "Checkout"])
        #expect(lint(source).isEmpty)
    }
}
