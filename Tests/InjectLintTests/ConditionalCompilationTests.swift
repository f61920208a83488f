import Testing

@testable import InjectLint

/// With build conditions (`--define`), `#if` is read as the compiler reads it: the branches it skips register and
/// inject nothing. Without them every branch is read, as before.
@Suite struct ConditionalCompilationTests {
    static let mockOrLive = """
        import Inject
        struct Screen { @Injected var mailer: Mailer }
        func compose(_ c: Container) {
            #if DEBUG
            c.register(Mailer.self) { MockMailer() }
            #elseif os(iOS)
            c.register(Mailer.self) { PhoneMailer() }
            #else
            c.register(Outbox.self) { DiskOutbox() }
            #endif
        }
        """

    @Test func withoutDefinesEveryBranchIsRead() {
        #expect(lintDefining(nil, Self.mockOrLive).isEmpty)
        #expect(registeredTypes(Self.mockOrLive, nil) == ["Mailer", "Mailer", "Outbox"])
    }

    @Test func aDefinedFlagTakesItsBranchAndSkipsTheRest() {
        let conditions = BuildConditions(defined: ["DEBUG"])
        #expect(registeredTypes(Self.mockOrLive, conditions) == ["Mailer"])
        #expect(constructedTypes(Self.mockOrLive, conditions) == ["MockMailer"])
    }

    @Test func anUndefinedFlagIsFalseAndThePlatformDecidesTheElseif() {
        #expect(constructedTypes(Self.mockOrLive, BuildConditions(defined: ["os(iOS)"])) == ["PhoneMailer"])
        let macOS = BuildConditions(defined: ["os(macOS)"])
        #expect(constructedTypes(Self.mockOrLive, macOS) == ["DiskOutbox"])
        #expect(render(lintDefining(macOS, Self.mockOrLive)).contains("'Mailer' is injected into 'Screen.mailer'"))
    }

    @Test func aPlatformOfAKindNothingDefinesReadsEveryRemainingBranch() {
        // DEBUG is false; os(…) is undecided (no os defined), so the #elseif and the #else are both read.
        let conditions = BuildConditions(defined: ["RELEASE"])
        #expect(constructedTypes(Self.mockOrLive, conditions) == ["PhoneMailer", "DiskOutbox"])
    }

    @Test func anUndecidedFlagReadsEveryBranch() {
        let conditions = BuildConditions(defined: ["FEATURE_X"], undecided: ["DEBUG"])
        #expect(constructedTypes(Self.mockOrLive, conditions) == ["MockMailer", "PhoneMailer", "DiskOutbox"])
    }

    @Test func operatorsParenthesesAndLiteralsFollowTheCompiler() {
        let conditions = BuildConditions(defined: ["A", "os(Linux)", "canImport(Foundation)"])
        let cases: [(String, ConditionEvaluator.Value)] = [
            ("A", .isTrue), ("B", .isFalse), ("!A", .isFalse), ("!!A", .isTrue), ("A && B", .isFalse),
            ("A || B", .isTrue), ("(A || B) && !B", .isTrue), ("true", .isTrue), ("false || B", .isFalse),
            ("os(Linux)", .isTrue), ("os( Linux )", .isTrue), ("os(iOS)", .isFalse), ("arch(arm64)", .undecided),
            ("arch(arm64) && B", .isFalse), ("arch(arm64) || A", .isTrue), ("!arch(arm64)", .undecided),
            ("canImport(Foundation)", .isTrue), ("canImport(Foundation, _version: 2)", .isTrue),
            ("canImport(UIKit)", .isFalse), ("swift(>=5.9)", .undecided), ("compiler(>=5.9)", .isTrue),
            ("compiler(<5.9)", .isFalse), ("compiler(>=99)", .isFalse), ("A &&", .undecided), ("(A", .undecided),
            ("A B", .undecided), ("", .undecided),
        ]
        for (condition, expected) in cases {
            #expect(evaluate(condition, conditions) == expected, "#if \(condition)")
        }
    }

    @Test func compilerPatchLevelsAreToldApartAsTheCompilerDoes() {
        // `compiler(>=6.3.1)` was false on Swift 6.3.1: the linter knew only the major and minor version.
        var compilerSays: [String: Bool] = [:]
        #if compiler(>=6.2.1)
            compilerSays["6.2.1"] = true
        #else
            compilerSays["6.2.1"] = false
        #endif
        #if compiler(>=6.3)
            compilerSays["6.3"] = true
        #else
            compilerSays["6.3"] = false
        #endif
        #if compiler(>=6.3.1)
            compilerSays["6.3.1"] = true
        #else
            compilerSays["6.3.1"] = false
        #endif
        #if compiler(>=6.3.2)
            compilerSays["6.3.2"] = true
        #else
            compilerSays["6.3.2"] = false
        #endif
        #if compiler(>=6.4.1)
            compilerSays["6.4.1"] = true
        #else
            compilerSays["6.4.1"] = false
        #endif
        for (version, atLeast) in compilerSays {
            let expected: ConditionEvaluator.Value = atLeast ? .isTrue : .isFalse
            #expect(
                evaluate("compiler(>=\(version))", BuildConditions(defined: [])) == expected, "compiler(>=\(version))")
            #expect(
                evaluate("compiler(<\(version))", BuildConditions(defined: [])) == (atLeast ? .isFalse : .isTrue),
                "compiler(<\(version))")
        }
    }

    @Test func nestedConditionsAndSkippedNestedBlocks() {
        let source = """
            import Inject
            func compose(_ c: Container) {
                #if A
                    #if B
                    c.register(AB.self) { AB() }
                    #else
                    c.register(ANotB.self) { ANotB() }
                    #endif
                #else
                    #if B
                    c.register(NotAB.self) { NotAB() }
                    #endif
                    c.register(NotA.self) { NotA() }
                #endif
                c.register(Always.self) { Always() }
            }
            """
        #expect(registeredTypes(source, BuildConditions(defined: ["A"])) == ["ANotB", "Always"])
        #expect(registeredTypes(source, BuildConditions(defined: ["B"])) == ["NotAB", "NotA", "Always"])
        #expect(registeredTypes(source, nil) == ["AB", "ANotB", "NotAB", "NotA", "Always"])
    }

    @Test func aConditionMaySpanLines() {
        let source = """
            import Inject
            func compose(_ c: Container) {
                #if A &&
                    B
                c.register(Both.self) { Both() }
                #elseif (A
                    || B)
                c.register(One.self) { One() }
                #endif
            }
            """
        #expect(registeredTypes(source, BuildConditions(defined: ["A"])) == ["One"])
        #expect(registeredTypes(source, BuildConditions(defined: ["A", "B"])) == ["Both"])
    }

    @Test func aSkippedBranchDoesNotUnbalanceScopes() {
        // The skipped branch opens a type the taken one also opens; the injection after #endif still belongs to
        // the type of the taken branch.
        let source = """
            import Inject
            #if DEBUG
            struct Debug {
            #else
            struct Live {
            #endif
                @Injected var mailer: Mailer
            }
            """
        #expect(facts(source, BuildConditions(defined: ["DEBUG"])).injections.map(\.ownerType) == ["Debug"])
        #expect(facts(source, BuildConditions(defined: ["X"])).injections.map(\.ownerType) == ["Live"])
    }

    @Test func anImportInASkippedBranchDoesNotMakeTheFileJudged() {
        let source = """
            #if canImport(Inject)
            import Inject
            #endif
            struct Screen { @Injected var mailer: Mailer }
            """
        #expect(lintDefining(BuildConditions(defined: ["canImport(Foundation)"]), source).isEmpty)
        #expect(!lintDefining(BuildConditions(defined: ["canImport(Inject)"]), source).isEmpty)
    }

    @Test func spellingsAreValidatedAndNormalised() {
        for valid in ["DEBUG", "_X1", "os(iOS)", "canImport(UIKit.UIView)", " os ( iOS ) ", "compiler(>=6.0)"] {
            #expect(BuildConditions.isValidSpelling(valid), "\(valid)")
        }
        for invalid in ["", "1X", "os(", "os()", "a b(c)", "os(a(b))", "A-B", "os(iOS)x"] {
            #expect(!BuildConditions.isValidSpelling(invalid), "\(invalid)")
        }
        #expect(BuildConditions(defined: [" os ( iOS ) "]).defined == ["os(iOS)"])
    }

    @Test func hostileConditionsStayLinear() {
        let bangs = String(repeating: "!", count: 100_000)
        #expect(evaluate(bangs + "A", BuildConditions(defined: ["A"])) == .isTrue)
        let parentheses = String(repeating: "(", count: 50_000) + "A" + String(repeating: ")", count: 50_000)
        #expect(evaluate(parentheses, BuildConditions(defined: ["A"])) == .undecided)
        let manyBlocks = String(
            repeating: "#if B\nc.register(X.self) { X() }\n#else\n#if C\n#endif\n#endif\n", count: 20_000)
        let scanned = facts("import Inject\n" + manyBlocks, BuildConditions(defined: ["A"]))
        #expect(scanned.registrations.isEmpty)
        #expect(scanned.lookaheadWork < 40 * scanned.tokenCount)
    }

    // MARK: Helpers

    private func facts(_ source: String, _ conditions: BuildConditions?) -> FileFacts {
        FileScan.facts(of: Array(source.utf8), buildConditions: conditions, checksInvariants: true)
    }

    private func registeredTypes(_ source: String, _ conditions: BuildConditions?) -> [String] {
        facts(source, conditions).registrations.map(\.type)
    }

    private func constructedTypes(_ source: String, _ conditions: BuildConditions?) -> [String] {
        facts(source, conditions).registrations.flatMap(\.constructedTypes)
    }

    private func lintDefining(_ conditions: BuildConditions?, _ source: String) -> [Diagnostic] {
        var configuration = LintConfiguration(rootDirectory: "/pkg")
        configuration.buildConditions = conditions
        var linter = Linter(configuration: configuration)
        linter.checksTokenizerInvariants = true
        return linter.lint([
            SourceFile(
                path: "/pkg/Sources/App/main.swift", relativePath: "Sources/App/main.swift", bytes: Array(source.utf8))
        ])
    }

    private func evaluate(_ condition: String, _ conditions: BuildConditions) -> ConditionEvaluator.Value {
        let bytes = Array(condition.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer, keepsTrivia: false)
            lexer.run()
            return withExtendedLifetime(lexer.tokens) {
                let view = TokenView(bytes: lexer.bytes, tokens: lexer.tokens.base, count: lexer.tokens.count)
                return ConditionEvaluator.evaluate(view, from: 0, to: lexer.tokens.count, against: conditions)
            }
        }
    }
}
