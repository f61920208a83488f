import Testing

@testable import InjectLint

/// The scanner's one bracket walker (`TokenView+Brackets.swift`): balanced, mixed, broken and hostile shapes.
@Suite struct BracketWalkerTests {
    @Test func aGroupOfMixedKindsClosesAtItsOwnBracket() {
        withView("f(a, [b: { c }], (d))") { view, texts in
            let open = 1
            #expect(texts[open] == "(")
            #expect(view.matchingClose(of: open, before: view.count) == view.count - 1)
            #expect(view.matchingOpen(of: view.count - 1, after: -1) == open)
            let bracket = texts.firstIndex(of: "[")!
            #expect(texts[view.matchingClose(of: bracket, before: view.count)!] == "]")
            let brace = texts.firstIndex(of: "{")!
            #expect(texts[view.matchingClose(of: brace, before: view.count)!] == "}")
        }
    }

    @Test func anArgumentEndsAtACommaOutsideItsGroups() {
        withView("f(a, [b, c], d)") { view, texts in
            let a = texts.firstIndex(of: "a")!
            #expect(view.firstUnbalanced(from: a, to: view.count, stopsAtComma: true) == a + 1)
            let bracket = texts.firstIndex(of: "[")!
            let end = view.firstUnbalanced(from: bracket, to: view.count, stopsAtComma: true)!
            #expect(texts[end] == "," && texts[end - 1] == "]")
            let d = texts.firstIndex(of: "d")!
            #expect(view.firstUnbalanced(from: d, to: view.count, stopsAtComma: true) == view.count - 1)
            // Backwards from `d`: the `,` before it, then (past it) the `(` opening the list.
            #expect(view.firstUnbalanced(from: d, to: -1, stopsAtComma: true) == d - 1)
            #expect(view.firstUnbalanced(from: d - 2, to: -1) == 1)
        }
    }

    @Test func aCloserOfAnotherKindIsNoMatch() {
        withView("f([)]") { view, _ in
            #expect(view.matchingClose(of: 1, before: view.count) == nil)
            #expect(view.matchingOpen(of: view.count - 1, after: -1) == nil)
        }
        withView("( ]") { view, _ in
            #expect(view.matchingClose(of: 0, before: view.count) == nil)
        }
    }

    @Test func anUnbalancedOrUnfinishedGroupHasNoMatch() {
        withView("f(a, [b, { c") { view, _ in
            for index in 0..<view.count { #expect(view.matchingClose(of: index, before: view.count) == nil) }
            #expect(view.firstUnbalanced(from: 2, to: view.count) == nil)
        }
        withView(")) ]") { view, _ in
            #expect(view.firstUnbalanced(from: 0, to: view.count) == 0)
            #expect(view.matchingOpen(of: 0, after: -1) == nil)
        }
    }

    @Test func aWalkStaysInsideTheFileAndItsLimit() {
        withView("(a)") { view, _ in
            #expect(view.matchingClose(of: 0, before: 2) == nil)  // the `)` is past the limit
            #expect(view.matchingClose(of: 0, before: 1_000) == 2)  // a limit past the end is the end
            #expect(view.matchingClose(of: 3, before: 10) == nil)
            #expect(view.matchingOpen(of: -1, after: -5) == nil)
            #expect(view.firstUnbalanced(from: 1, to: 1) == nil)
            #expect(view.firstUnbalanced(from: -1, to: 3) == nil)
        }
    }

    @Test func aGenericListBalancesAnglesAndSkipsArrows() {
        withView("Store<[Key: (Int) -> Value], Set<Int>>(x)") { view, texts in
            let open = 1
            #expect(texts[open] == "<")
            let close = view.matchingClose(of: open, before: view.count)!
            #expect(texts[close] == ">" && texts[close + 1] == "(")
            #expect(view.matchingOpen(of: close, after: -1) == open)
        }
        // Outside a generic list `<` is a comparison, and a type never holds a brace.
        withView("f(a < b) a < b { }") { view, texts in
            #expect(view.matchingClose(of: 1, before: view.count) == texts.firstIndex(of: ")"))
            let less = texts.lastIndex(of: "<")!
            #expect(view.matchingClose(of: less, before: view.count) == nil)
        }
    }

    /// 100,000 levels: one pass each way, no stack, no quadratic step.
    @Test func deepNestingIsOneLinearPass() {
        let depth = 100_000
        let source =
            String(repeating: "(", count: depth) + String(repeating: "[", count: depth) + "x"
            + String(repeating: "]", count: depth) + String(repeating: ")", count: depth)
        withView(source) { view, _ in
            #expect(view.matchingClose(of: 0, before: view.count) == view.count - 1)
            #expect(view.matchingOpen(of: view.count - 1, after: -1) == 0)
            #expect(view.matchingClose(of: depth, before: view.count) == view.count - 1 - depth)
            #expect(view.matchingClose(of: 0, before: 256) == nil)  // bounded by the limit
        }
    }

    /// The scanner asks the walker at every look-ahead: twice the unclosed groups in factories is twice the work.
    @Test func theScannersLookAheadsOverHostileNestingStayLinear() {
        func work(_ count: Int) -> Int {
            let lines = (0..<count).map { _ in "c.register(A.self) { r in A(b: f(g([h({ (" }
            let scanned = facts("import Inject\nfunc compose(_ c: Container) {\n" + lines.joined(separator: "\n"))
            #expect(scanned.registrations.count == count)
            return scanned.lookaheadWork
        }
        let once = work(1_000)
        let twice = work(2_000)
        #expect(Double(twice) <= 2.1 * Double(once), "work \(once) for 1,000 lines, \(twice) for 2,000")
    }

    /// A function signature is walked group by group: the arrow of a closure parameter is not the function's.
    @Test func aClosureParametersArrowIsNotTheFunctionsReturnType() {
        let source = """
            func makeMailer(onSend: @escaping (String) -> Void, retries: [Int: (Int) -> Bool]) -> SMTPMailer {
                SMTPMailer()
            }
            func compare<T: Comparable>(_ a: T, _ b: T) -> Ordering where T: Sendable { Ordering() }
            """
        let functions = facts(source).declarations.functions
        #expect(functions.map(\.name) == ["makeMailer", "compare"])
        #expect(functions.map(\.returnedTypes) == [["SMTPMailer"], ["Ordering"]])
    }

    /// Runs `body` with a view of `source`'s significant tokens and their texts.
    private func withView<Result>(_ source: String, _ body: (TokenView, [String]) -> Result) -> Result {
        Array(source.utf8).withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer, keepsTrivia: false)
            lexer.run()
            return withExtendedLifetime(lexer.tokens) {
                let view = TokenView(bytes: lexer.bytes, tokens: lexer.tokens.base, count: lexer.tokens.count)
                return body(view, (0..<view.count).map { view.text($0) })
            }
        }
    }
}
