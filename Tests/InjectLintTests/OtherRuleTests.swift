import Testing

@testable import InjectLint

@Suite struct DuplicateRegistrationTests {
    @Test func theLaterRegistrationIsReportedWithANoteAtTheFirst() {
        let diagnostics = lint(
            "import Inject\nfunc a(_ c: Container) {\n  c.register(Store.self) { A() }\n  c.register(Interfaces.Store.self) { B() }\n}"
        )
        #expect(
            render(diagnostics) == """
                /pkg/Sources/App/main.swift:4:5: warning: 'Store' is registered again; this registration replaces \
                the earlier one — remove one of them, or register them under different names [duplicate-registration]
                /pkg/Sources/App/main.swift:3:5: note: 'Store' is first registered here
                """)
    }

    @Test func onlyRegistrationsProvablyOnOneContainerAreDuplicates() {
        let diagnostics = lint([
            (
                "Sources/App/A.swift",
                """
                import Inject
                func a(_ c: Container, _ d: Container) {
                    c.register(Store.self) { A() }
                    d.register(Store.self) { A() }
                    make().register(Store.self) { A() }
                    make().register(Store.self) { A() }
                }
                func b(_ c: Container) { c.register(Store.self) { A() } }
                extension Container {
                    func defaults() {
                        register(Store.self) { A() }
                        if flag { self.register(Store.self) { B() } }
                        register(Store.self) { C() }
                    }
                }
                """
            ),
            ("Sources/App/B.swift", "import Inject\nfunc a(_ c: Container) { c.register(Store.self) { A() } }"),
        ])
        #expect(diagnostics.map(\.location.line) == [12, 13])
    }

    @Test func registrationsInDifferentBranchesOfOneConditionalAreNotDuplicates() {
        let source = """
            import Inject
            func f(_ c: Container) {
                #if os(Linux)
                c.register(Clock.self) { A() }
                #if DEBUG
                c.register(Store.self) { A() }
                #endif
                #else
                c.register(Clock.self) { B() }
                #endif
                c.register(Store.self) { B() }
            }
            """
        #expect(lint(source).map(\.location.line) == [11])
    }
}

@Suite struct FeatureImportTests {
    @Test func aFeatureImportingAnotherFeatureIsAnError() {
        let diagnostics = lint([
            ("Sources/Features/Events/E.swift", "import Interfaces\nimport Candidates\nimport Events"),
            ("Sources/Features/Candidates/C.swift", "import Interfaces"),
            ("Sources/App/main.swift", "import Candidates\nimport Events"),
        ])
        #expect(
            render(diagnostics)
                == "/pkg/Sources/Features/Events/E.swift:2:8: error: feature 'Events' imports feature module "
                + "'Candidates'; features must not depend on each other — move what they share into Interfaces and "
                + "resolve it with Inject [feature-import]")
    }

    @Test func featureRootsComeFromTheConfiguration() {
        let files = [("Modules/Billing/B.swift", "import Shipping"), ("Modules/Shipping/S.swift", "import Billing")]
        #expect(lint(files).isEmpty)
        #expect(
            lint(files, featureRoots: ["./Modules/"]).map(\.location.path) == [
                "/pkg/Modules/Billing/B.swift", "/pkg/Modules/Shipping/S.swift",
            ])
    }
}

@Suite struct UnusedRegistrationTests {
    @Test func isOffByDefaultAndReportsWhenTurnedOn() {
        let source = """
            import Inject
            struct S { @Injected(name: "a") var a: Store }
            func f(_ c: Container) {
                c.register(Store.self, name: "a") { A() }
                c.register(Store.self, name: "b") { B() }
            }
            """
        #expect(lint(source).isEmpty)
        #expect(lint(source, rules: ["unused-registration": .warning]).map(\.location.line) == [5])
    }
}

@Suite struct InvalidSourceTests {
    @Test func invalidUTF8IsReportedWithItsPositionAndTheRunGoesOn() {
        let bytes =
            Array("import Inject\nlet a = \"caf".utf8) + [0xE9] + Array("\"\nstruct S { @Injected var m: M }".utf8)
        var linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        linter.checksTokenizerInvariants = true
        let diagnostics = linter.lint([SourceFile(path: "/pkg/Bad.swift", relativePath: "Bad.swift", bytes: bytes)])
        #expect(
            render(diagnostics) == """
                /pkg/Bad.swift:2:13: error: the file is not valid UTF-8 at 2:13; Swift source must be UTF-8 — \
                re-save the file as UTF-8 [invalid-source]
                /pkg/Bad.swift:3:12: error: 'M' is injected into 'S.m' but never registered; register it with \
                `container.register(M.self) { … }` [unregistered]
                """)
    }

    @Test func aByteOrderMarkCountsInTheFirstLinesColumnsAsSwiftcCountsIt() {
        // swiftc reports `let x: Int = "a"` after a BOM at 1:17, not 1:14: the BOM's three bytes count.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("import Inject; struct S { @Injected var m: M }".utf8)
        var linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
        linter.checksTokenizerInvariants = true
        let diagnostics = linter.lint([SourceFile(path: "/pkg/B.swift", relativePath: "B.swift", bytes: bytes)])
        #expect(diagnostics.map(\.location.column) == [30])
    }

    @Test func positionsCountCRLFAsOneLineBreakAndColumnsInBytes() {
        let diagnostics = lint("import Inject\r\nstruct S {\r\n\t/* é */ @Injected var m: M\r\n}")
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["3:11"])
    }
}

@Suite struct SuppressionTests {
    private let source = """
        import Inject
        struct S {
            // inject-lint:disable-next-line cycle, unregistered
            @Injected var a: A
            /* inject-lint:disable unregistered */
            @Injected var b: B
            @Injected var c: C // inject-lint:enable unregistered
            @Injected var d: D
            // inject-lint:disable-next-line cycle
            @Injected var e: E
            // inject-lint:frobnicate
            @Injected var f: F
        }
        """

    @Test func commentsSilenceOnlyTheirRulesAndLinesFromTheirPositionOn() {
        // Line 7's `enable` comes after its injection on the line, so line 7 is still disabled.
        #expect(lint(source).map(\.location.line) == [8, 10, 12])
    }

    @Test func suppressionOnlyAppliesToTheFileItIsIn() {
        let diagnostics = lint([
            ("Sources/A.swift", "// inject-lint:disable\nimport Inject\nstruct A { @Injected var x: X }"),
            ("Sources/B.swift", "import Inject\nstruct B { @Injected var y: Y }"),
        ])
        #expect(diagnostics.map(\.location.path) == ["/pkg/Sources/B.swift"])
    }
}

@Suite struct LinterTests {
    @Test func everyRuleIdIsUniqueAndDefaultsMatchTheIssue() {
        let defaults = Dictionary(uniqueKeysWithValues: Linter.rules.map { ($0.id, $0.defaultSetting) })
        #expect(defaults.count == Linter.rules.count)
        #expect(defaults["unregistered"] == .error)
        #expect(defaults["cycle"] == .error)
        #expect(defaults["duplicate-registration"] == .warning)
        #expect(defaults["feature-import"] == .error)
        #expect(defaults["unused-registration"] == .off)
    }

    @Test func diagnosticsAreSortedAndTheSameWhateverTheInputOrderOrThreadTiming() {
        var files: [(String, String)] = []
        for index in 0..<40 {
            files.append(
                (
                    "Sources/F\(index % 7)/File\(index).swift",
                    "import Inject\nstruct T\(index) { @Injected var x: X\(index % 5) }"
                ))
        }
        let first = lint(files)
        #expect(first.count == 40)
        #expect(first == first.sorted(by: Linter.printOrder))
        for _ in 0..<5 {
            #expect(lint(files.shuffled()) == first)
        }
    }
}
