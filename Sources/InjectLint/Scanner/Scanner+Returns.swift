// What a factory (or a helper function a factory calls) returns, in the shapes Swift allows: `Impl(…)`,
// `Impl.init(…)`, `if`/`switch` expressions and ternaries (every branch counts), a local built and then returned
// (`let x = Impl(); x.y = …; return x`), and a call of a helper function (`{ r in makeMailer(r) }`), whose own
// returns the rule context reads.
extension Scanner {
    /// What an expression may evaluate to, as far as the start-up analyser's `Mirror` is concerned.
    enum ReturnedValue {
        /// A type constructed in place.
        case type(String)
        /// A call of a function: it returns whatever that function returns.
        case call(String)
    }

    /// Where the values a body returns are recorded: a registration's factory or a function.
    enum ReturnSink {
        case registration(Int)
        case function(Int)
    }

    /// How many tokens one expression's branches may visit in all.
    static let branchBudget = 256

    /// The values the expression at `j` may produce; `end` bounds it (the closing brace of its body, or the look-ahead
    /// limit).
    mutating func returnedValues(ofExpressionAt j: Int) -> [ReturnedValue] {
        var budget = Scanner.branchBudget
        var values: [ReturnedValue] = []
        collectReturnedValues(at: j, budget: &budget, into: &values)
        return values
    }

    private mutating func collectReturnedValues(at start: Int, budget: inout Int, into values: inout [ReturnedValue]) {
        guard budget > 0 else { return }
        let j = view.skippingTryAndAwait(from: start)
        if view.isWord(j, "if") {
            var k = j
            while budget > 0, let open = nextBrace(from: k + 1, budget: &budget) {
                collectReturnedValues(at: open + 1, budget: &budget, into: &values)
                guard let close = closingBracket(from: open), view.isWord(close + 1, "else") else { return }
                if view.isWord(close + 2, "if") {
                    k = close + 2
                } else if view.isPunct(close + 2, ASCII.openBrace) {
                    collectReturnedValues(at: close + 3, budget: &budget, into: &values)
                    return
                } else {
                    return
                }
            }
        } else if view.isWord(j, "switch") {
            guard let open = nextBrace(from: j + 1, budget: &budget) else { return }
            var k = open + 1
            while k < count && budget > 0 {
                budget -= 1
                work += 1
                let byte = view.punct(k)
                if byte == ASCII.openParenthesis || byte == ASCII.openBracket || byte == ASCII.openBrace {
                    guard let close = closingBracket(from: k) else { return }
                    budget -= close - k
                    k = close
                } else if byte == ASCII.closeParenthesis || byte == ASCII.closeBracket || byte == ASCII.closeBrace {
                    return
                } else if view.isWord(k, "case") || view.isWord(k, "default") {
                    if let colon = caseColon(after: k, budget: &budget) {
                        collectReturnedValues(at: colon + 1, budget: &budget, into: &values)
                        k = colon
                    }
                }
                k += 1
            }
        } else if let value = returnedValue(at: j) {
            values.append(value.value)
            if let ternary = ternaryBranch(after: value.end, budget: &budget) {
                collectReturnedValues(at: ternary, budget: &budget, into: &values)
            }
        } else if let ternary = ternaryBranch(after: j, budget: &budget) {
            // `flag ? A() : B()`: the condition builds nothing; both branches may.
            collectReturnedValues(at: ternary, budget: &budget, into: &values)
        }
    }

    /// `Impl(…)`, `Impl.init(…)`, `Module.Impl<A>(…)`, `makeImpl(…)`, `Self.make(…)`, `Factory.make(…)`: the value
    /// and the index after its closing parenthesis.
    private mutating func returnedValue(at j: Int) -> (value: ReturnedValue, end: Int)? {
        if let name = returnedType(startingAt: j) {
            let open = view.nextOpenParenthesis(from: j)
            return (.type(name), open.flatMap { closingBracket(from: $0) }.map { $0 + 1 } ?? j + 1)
        }
        var k = j
        if (view.isTypeLikeIdentifier(k) || view.isWord(k, "self")) && view.isPunct(k + 1, ASCII.dot) { k += 2 }
        guard view.hasKind(k, .identifier), !view.isTypeLikeIdentifier(k), view.isPunct(k + 1, ASCII.openParenthesis),
            !tokens[k + 1].startsLine,
            let close = closingBracket(from: k + 1)
        else { return nil }
        return (.call(view.identifierText(k)), close + 1)
    }

    /// After a value ending at `j`: the start of the other branch of a ternary (` ? a : b` or `: b`).
    private mutating func ternaryBranch(after j: Int, budget: inout Int) -> Int? {
        var k = j
        while k < count && budget > 0 {
            budget -= 1
            work += 1
            if k > j && tokens[k].startsLine { return nil }
            let byte = view.punct(k)
            if byte == 0 {  // a word or a literal: most of an expression
                k += 1
                continue
            }
            if byte == ASCII.openParenthesis || byte == ASCII.openBracket || byte == ASCII.openBrace {
                guard let close = closingBracket(from: k) else { return nil }
                budget -= close - k
                k = close
            } else if byte == ASCII.closeParenthesis || byte == ASCII.closeBracket || byte == ASCII.closeBrace
                || byte == ASCII.comma || byte == ASCII.semicolon
            {
                return nil
            } else if (byte == ASCII.question || byte == ASCII.colon) && k > 0 && tokens[k - 1].end < tokens[k].start {
                return k + 1  // a ternary's `?` and `:` stand apart; `x?.y` and `T?` do not
            }
            k += 1
        }
        return nil
    }

    /// The `{` of an `if`/`switch` (after its condition), on the same statement.
    private mutating func nextBrace(from j: Int, budget: inout Int) -> Int? {
        firstTopLevel(ASCII.openBrace, from: j, budget: &budget)
    }

    /// The `:` ending a `case` pattern (or `default:`).
    private mutating func caseColon(after j: Int, budget: inout Int) -> Int? {
        firstTopLevel(ASCII.colon, from: j + 1, budget: &budget)
    }

    /// The first punctuation `wanted` from `j` outside parentheses and brackets, before any other brace.
    private mutating func firstTopLevel(_ wanted: UInt8, from j: Int, budget: inout Int) -> Int? {
        var k = j
        while k < count && budget > 0 {
            budget -= 1
            work += 1
            let byte = view.punct(k)
            if byte == ASCII.openParenthesis || byte == ASCII.openBracket {
                guard let close = closingBracket(from: k) else { return nil }
                budget -= close - k
                k = close
            } else if byte == wanted {
                return k
            } else if byte == ASCII.openBrace || byte == ASCII.closeBrace {
                return nil
            }
            k += 1
        }
        return nil
    }

    /// Records what the expression at `j` returns into `sink`; a plain local name (`return outbox`) returns
    /// what it was built as.
    mutating func noteReturns(ofExpressionAt j: Int, into sink: ReturnSink) {
        if view.opensStatementThatIsNoExpression(j) { return }
        var values = returnedValues(ofExpressionAt: j)
        if values.isEmpty, view.hasKind(j, .identifier), !view.isPunct(j + 1, ASCII.openParenthesis),
            !view.isPunct(j + 1, ASCII.dot),
            let local = localConstruction(named: view.identifierText(j))
        {
            values.append(.type(local))
        }
        for value in values { noteReturnedValue(value, into: sink) }
        if case .registration(let index) = sink, index >= 0, index < facts.registrations.count {
            for wrapped in wrappedTypes(inArgumentsOfConstructionAt: j)
            where !facts.registrations[index].wrappedTypes.contains(wrapped) {
                facts.registrations[index].wrappedTypes.append(wrapped)
            }
        }
    }

    /// The types constructed as arguments of the construction at `j` (`Logging(Real())`, `Logging(inner: Real())`)
    /// and the locals built in the factory it is passed (`Logging(real)`): what a decorator wraps.
    private mutating func wrappedTypes(inArgumentsOfConstructionAt j: Int) -> [String] {
        guard returnedType(startingAt: j) != nil, let open = view.nextOpenParenthesis(from: j),
            let close = closingBracket(from: open)
        else { return [] }
        var wrapped: [String] = []
        var k = open + 1
        let end = min(close, open + Scanner.lookaheadLimit)
        while k < end {
            work += 1
            // An argument starts after `(`, `,` or a label's `:`.
            let startsArgument =
                view.isPunct(k - 1, ASCII.openParenthesis) || view.isPunct(k - 1, ASCII.comma)
                || view.isPunct(k - 1, ASCII.colon)
            if startsArgument, let type = returnedType(startingAt: k) {
                wrapped.append(type)
            } else if startsArgument, view.hasKind(k, .identifier),
                view.isPunct(k + 1, ASCII.closeParenthesis) || view.isPunct(k + 1, ASCII.comma),
                let local = localConstruction(named: view.identifierText(k))
            {
                wrapped.append(local)
            }
            if view.isPunct(k, ASCII.openParenthesis) || view.isPunct(k, ASCII.openBracket)
                || view.isPunct(k, ASCII.openBrace)
            {
                k = (closingBracket(from: k) ?? end) + 1  // a nested argument list is the nested construction's
            } else {
                k += 1
            }
        }
        return wrapped
    }

    private mutating func noteReturnedValue(_ value: ReturnedValue, into sink: ReturnSink) {
        switch (sink, value) {
        case (.registration(let index), .type(let name)):
            guard index >= 0 && index < facts.registrations.count else { return }
            if !facts.registrations[index].constructedTypes.contains(name) {
                facts.registrations[index].constructedTypes.append(name)
            }
        case (.registration(let index), .call(let name)):
            guard index >= 0 && index < facts.registrations.count else { return }
            if !facts.registrations[index].helperCalls.contains(name) {
                facts.registrations[index].helperCalls.append(name)
            }
        case (.function(let index), .type(let name)):
            guard index >= 0 && index < facts.declarations.functions.count else { return }
            if !facts.declarations.functions[index].returnedTypes.contains(name) {
                facts.declarations.functions[index].returnedTypes.append(name)
            }
        case (.function, .call):
            break  // one level of helpers is followed
        }
    }

    /// `let outbox = DiskOutbox(…)` inside a factory or function: remembered so `return outbox` counts.
    mutating func noteLocalConstruction(nameToken: Int, valueAt j: Int) {
        guard let name = returnedType(startingAt: j) else { return }
        if localConstructions.count >= 64 { localConstructions.removeFirst(32) }
        localConstructions.append((view.identifierText(nameToken), name))
    }

    private func localConstruction(named name: String) -> String? {
        localConstructions.last { $0.name == name }?.type
    }

    /// At the `{` of a function: records it (with its declared return type, when it has one) so its returns
    /// are known to factories that call it; a single-expression body is what it returns.
    mutating func functionBodyStarts(nameToken: Int, open: Int) -> Int {
        guard view.hasKind(nameToken, .identifier), !view.isWord(nameToken, "init"),
            !view.isWord(nameToken, "subscript")
        else { return -1 }
        var k = nameToken + 1
        var declared: String?
        var hasReturnType = false
        // Every function body's signature is walked: the bound is worked out once, words (most of a signature) are
        // passed over first, and the work is counted after the loop (the groups stepped over included).
        let limit = min(open, nameToken + Scanner.lookaheadLimit)
        while k < limit {
            let byte = view.punct(k)
            if byte == 0 {
                k += 1
                continue
            }
            if byte == ASCII.openParenthesis || byte == ASCII.openBracket || byte == ASCII.lessThan {
                // The parameters, the generic list: an arrow in them (a closure parameter's) is not the function's.
                guard let close = view.matchingClose(of: k, before: limit) else { break }
                k = close
            } else if byte == ASCII.minus && view.isPunct(k + 1, ASCII.greaterThan) {
                hasReturnType = true
                if !view.isWord(k + 2, "some") && view.isTypeLikeIdentifier(k + 2) && !view.isWord(k + 2, "Self"),
                    let type = parseType(at: k + 2), !type.isOptional
                {
                    declared = type.text
                }
                break
            }
            k += 1
        }
        work += k - nameToken
        guard hasReturnType else { return -1 }
        var returnedTypes: [String] = []
        if let declared { returnedTypes.append(declared) }
        let function = FunctionFact(name: view.identifierText(nameToken), returnedTypes: returnedTypes)
        facts.declarations.functions.append(function)
        let index = facts.declarations.functions.count - 1
        noteReturns(ofExpressionAt: open + 1, into: .function(index))
        return index
    }
}
