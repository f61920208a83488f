import Testing

@testable import InjectLint

/// A `resolve` inside a string interpolation runs like any other, so it is read and judged like any other: the
/// interpolated code is tokens between the literal's pieces, not part of one opaque string token.
@Suite struct InterpolationTests {
    @Test func aMissingServiceResolvedInsideAnInterpolationIsReported() {
        let source = """
            import Inject
            func show(_ c: Container) {
                print("store: \\(c.resolve(Store.self)), archive: \\(c.resolve(Store.self, name: "archive"))")
            }
            """
        let diagnostics = lint(source)
        #expect(diagnostics.map(\.ruleID) == ["unregistered", "unregistered"])
        #expect(diagnostics.map { $0.location!.column } == [23, 58])
        #expect(diagnostics.first?.message.hasPrefix("'Store' is resolved in 'show' but never registered;") == true)
        #expect(diagnostics.last?.message.hasPrefix("'Store' named \"archive\" is resolved") == true)
    }

    @Test func aCycleThroughInterpolatedResolvesIsReported() {
        let source = """
            import Inject
            func compose(_ c: Container) {
                c.register(Greeter.self) { r in Greeter(text: "hello \\(r.resolve(Store.self))") }
                c.register(Store.self) { r in DiskStore(label: "for \\(r.resolve() as Greeter)!") }
            }
            """
        let diagnostics = lint(source)
        #expect(diagnostics.map(\.ruleID) == ["cycle"])
        #expect(diagnostics.first?.message.hasPrefix("dependency cycle: 'Greeter' → 'Store' → 'Greeter';") == true)
    }

    @Test func interpolationsInsideInterpolationsAndMultiLineStringsAreRead() {
        let source = ##"""
            import Inject
            func show(_ c: Container) {
                let text = """
                    outer \("inner \(c.resolve(Clock.self))") and \(#"raw \#(c.resolve(Mailer.self))"#)
                    """
            }
            """##
        let diagnostics = lint(source)
        #expect(diagnostics.map { String($0.message.prefix(8)) } == ["'Clock' ", "'Mailer'"])
        #expect(diagnostics.map { $0.location!.line } == [4, 4])
    }

    @Test func textThatOnlyLooksLikeAnInterpolationStaysText() {
        let source = #"""
            import Inject
            func show(_ c: Container) {
                print("escaped \\(c.resolve(Clock.self))", #"raw \(c.resolve(Mailer.self))"#)
            }
            """#
        #expect(lint(source).isEmpty)
    }

    @Test func aRegisteredServiceResolvedInAnInterpolationIsFine() {
        let source = """
            import Inject
            func compose(_ c: Container) {
                c.register(Store.self) { DiskStore() }
                c.register(Report.self) { r in Report(title: "\\(r.resolve() as Store)") }
            }
            """
        #expect(lint(source).isEmpty)
    }

    @Test func anOptionalCoercionAsksForTheOptional() {
        let source = """
            import Inject
            func show(_ c: Container) { print("\\(c.resolve() as Analytics?)") }
            """
        #expect(lint(source).map { String($0.message.prefix(21)) } == ["'Optional<Analytics>'"])
    }

    @Test func theTokensBetweenPiecesAreTheInterpolatedCode() {
        let source = #"let s = "a \(f("b \(g { "c)" })")) d" + e"#
        #expect(texts(source, .stringSegment) == [#""a \("#, #""b \("#, #")""#, #") d""#])
        #expect(texts(source, .string) == [#""c)""#])
        #expect(texts(source, .identifier) == ["let", "s", "f", "g", "e"])
    }
}
