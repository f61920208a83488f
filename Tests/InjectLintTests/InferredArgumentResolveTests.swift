import Testing

@testable import InjectLint

/// `r.resolve(argument: x)` without a metatype (issue 22): the service is inferred from the parameter it is passed to
/// or from the annotation, as for a plain `r.resolve()`, and then judged like `resolve(T.self, argument: x)`.
@Suite struct InferredArgumentResolveTests {
    private static let declarations = """
        import Inject
        struct ProfileModel { init(userID: String, store: Store) {} }
        struct Screen { init(model: ProfileModel) {} }
        func compose(_ c: Container) {
            c.register(Store.self) { FileStore() }
            c.register(ProfileModel.self) { (r, userID: String) in ProfileModel(userID: userID, store: r.resolve()) }

        """

    private func rules(_ body: String) -> [String] {
        lint(Self.declarations + body + "\n}\n").map(\.ruleID)
    }

    @Test(arguments: [
        #"    c.register(Screen.self) { r in Screen(model: r.resolve(argument: "u1")) }"#,
        #"    c.register(Screen.self) { r in Screen(model: r.resolve(name: nil, argument: "u1")) }"#,
        #"    c.register(Screen.self) { r in let m: ProfileModel = r.resolve(argument: "u1"); return Screen(model: m) }"#,
        #"    c.register(Screen.self) { r in Screen(model: r.resolve(argument: "u1") as ProfileModel) }"#,
    ])
    func aMatchingArgumentIsFine(line: String) {
        #expect(rules(line) == [])
    }

    @Test(arguments: [
        #"    c.register(Screen.self) { r in Screen(model: r.resolve(argument: 42)) }"#,
        #"    c.register(Screen.self) { r in let m: ProfileModel = r.resolve(argument: 4.2); return Screen(model: m) }"#,
        #"    c.register(Store.self, name: "x") { r in let s: Store = r.resolve(argument: "u1"); return s }"#,
    ])
    func aMismatchedArgumentIsReported(line: String) {
        #expect(rules(line) == ["argument-mismatch"])
    }

    @Test func withoutTheArgumentItIsRequired() {
        #expect(rules("    c.register(Screen.self) { r in Screen(model: r.resolve()) }") == ["argument-required"])
    }

    @Test func theServiceIsInferred() {
        let source =
            Self.declarations + #"    c.register(Screen.self) { r in Screen(model: r.resolve(argument: "u1")) }"#
            + "\n}\n"
        let calls = facts(source).injections.filter(\.hasArgument)
        #expect(calls.map(\.argumentType) == ["String"])
        #expect(calls.map(\.argumentOf) == [ArgumentSite(constructedType: "Screen", label: "model")])
    }
}

/// A feature linted on its own against its host's manifest gets the argument rules right (issue 22): the manifest
/// records which factories take an argument, and of which type.
@Suite struct ManifestArgumentTests {
    private func lint(_ source: String) -> [String] {
        var configuration = LintConfiguration(rootDirectory: "/pkg")
        configuration.manifest = LoadedManifest(
            registrations: RegistrationManifest(entries: [
                .init(
                    type: "ProfileModel", name: .none, scope: ".transient", takesArgument: true, argumentType: "String",
                    file: "Sources/App/main.swift", line: 3, column: 5),
                .init(
                    type: "Clock", name: .none, scope: ".singleton", file: "Sources/App/main.swift", line: 4, column: 5),
            ]), path: "/host/inject-manifest.json")
        let linter = Linter(configuration: configuration)
        return linter.lint([
            SourceFile(
                path: "/pkg/Sources/Feature/F.swift", relativePath: "Sources/Feature/F.swift", bytes: Array(source.utf8)
            )
        ]).map(\.ruleID)
    }

    @Test func aFeatureInjectingAnArgumentServiceIsToldToPassIt() {
        #expect(
            lint("import Inject\nstruct Screen { @Injected var model: ProfileModel; @Injected var clock: Clock }\n")
                == ["argument-required"])
    }

    @Test func aFeaturePassingTheWrongArgumentIsToldTheType() {
        let source = """
            import Inject
            func show(_ c: Container) {
                _ = c.resolve(ProfileModel.self, argument: 42)
                _ = c.resolve(ProfileModel.self, argument: "u1")
                _ = c.resolve(Clock.self, argument: "now")
            }
            """
        #expect(lint(source) == ["argument-mismatch", "argument-mismatch"])
    }
}
