// `#if` / `#elseif` / `#else` / `#endif`. Without build conditions every branch is scanned; with them (`--define`)
// a branch the compiler would skip is skipped, and an undecided one (`os(…)` when no os is defined) is scanned.
// Each scanned branch starts from the scopes the `#if` saw, so a branch that opens a brace another branch also
// opens (`#if A func f() { #else func g() { #endif`) does not unbalance the stack; after `#endif` the first
// scanned branch's scopes carry on.
extension Scanner {
    /// Handles a pound keyword; returns the next index to visit (after an `#if`/`#elseif` condition, or the
    /// directive ending a skipped branch).
    mutating func poundKeyword(at k: Int) -> Int {
        switch tokens[k].length {
        case 3 where view.isPoundKeyword(k, "#if"):
            let conditionEnd = conditionEnd(after: k)
            if conditions.count >= Scanner.maximumConditionDepth {
                untrackedConditions += 1
                return conditionEnd
            }
            work += scopes.count
            conditions.append(
                ConditionFrame(
                    block: nextConditionBlock, branch: 0, scopesAtIf: scopes.snapshot, scopesAfterFirstBranch: nil))
            nextConditionBlock += 1
            return enterBranch(value: evaluate(from: k + 1, to: conditionEnd), bodyStart: conditionEnd)
        case 7 where view.isPoundKeyword(k, "#elseif"):
            let conditionEnd = conditionEnd(after: k)
            guard untrackedConditions == 0, !conditions.isEmpty else { return conditionEnd }
            startNextBranch()
            let frame = conditions[conditions.count - 1]
            let value = frame.takenBranch ? .isFalse : evaluate(from: k + 1, to: conditionEnd)
            return enterBranch(value: value, bodyStart: conditionEnd)
        case 5 where view.isPoundKeyword(k, "#else"):
            guard untrackedConditions == 0, !conditions.isEmpty else { return k + 1 }
            startNextBranch()
            let frame = conditions[conditions.count - 1]
            let value: ConditionEvaluator.Value =
                frame.takenBranch ? .isFalse : frame.undecidedBranch ? .undecided : .isTrue
            return enterBranch(value: value, bodyStart: k + 1)
        case 6 where view.isPoundKeyword(k, "#endif"):
            if untrackedConditions > 0 {
                untrackedConditions -= 1
            } else if let frame = conditions.popLast(), let after = frame.scopesAfterFirstBranch {
                work += after.count
                restoreScopes(after)
            }
        default:
            break
        }
        return k + 1
    }

    private func evaluate(from start: Int, to end: Int) -> ConditionEvaluator.Value {
        guard let buildConditions else { return .undecided }
        return ConditionEvaluator.evaluate(view, from: start, to: end, against: buildConditions)
    }

    /// Records the branch's value in the innermost frame; returns where scanning goes on: the branch's body, or
    /// (for a false branch) the directive that ends it.
    private mutating func enterBranch(value: ConditionEvaluator.Value, bodyStart: Int) -> Int {
        let last = conditions.count - 1
        conditions[last].branchIsCertain = false
        switch value {
        case .isTrue:
            conditions[last].takenBranch = true
            conditions[last].branchIsCertain = true
        case .undecided: conditions[last].undecidedBranch = true
        case .isFalse: return endOfSkippedBranch(from: bodyStart)
        }
        conditions[last].scansBranch = true
        return bodyStart
    }

    private mutating func startNextBranch() {
        guard var frame = conditions.popLast() else { return }
        if frame.scansBranch && frame.scopesAfterFirstBranch == nil { frame.scopesAfterFirstBranch = scopes.snapshot }
        frame.scansBranch = false
        frame.branch += 1
        work += frame.scopesAtIf.count
        restoreScopes(frame.scopesAtIf)
        conditions.append(frame)
        pending = .none
    }

    /// The `#elseif`, `#else` or `#endif` that ends the branch whose body starts at `j` (nested `#if`s are
    /// stepped over), or the end of the file.
    private mutating func endOfSkippedBranch(from j: Int) -> Int {
        var nesting = 0
        var k = j
        while k < count {
            work += 1
            if tokens[k].kind == .poundKeyword {
                switch tokens[k].length {
                case 3 where view.isPoundKeyword(k, "#if"): nesting += 1
                case 6 where view.isPoundKeyword(k, "#endif"):
                    if nesting == 0 { return k }
                    nesting -= 1
                case 5 where nesting == 0 && view.isPoundKeyword(k, "#else"): return k
                case 7 where nesting == 0 && view.isPoundKeyword(k, "#elseif"): return k
                default: break
                }
            }
            k += 1
        }
        return k
    }

    /// One past the condition after the directive at `k`: it runs to the end of its line, and on while a
    /// parenthesis is open, a line ends with `&&`, `||` or `!`, or the next one starts with `&&` or `||`.
    private mutating func conditionEnd(after k: Int) -> Int {
        var j = k + 1
        var parentheses = 0
        while j < count && tokens[j].kind != .poundKeyword {
            let token = tokens[j]
            let byte = bytes[token.start]
            let isBinaryOperator = token.kind == .punctuation && (byte == ASCII.ampersand || byte == ASCII.bar)
            if token.startsLine && parentheses == 0 && !isBinaryOperator && !view.isPunct(j - 1, ASCII.ampersand)
                && !view.isPunct(j - 1, ASCII.bar) && !view.isPunct(j - 1, ASCII.exclamation)
            {
                break
            }
            if token.kind == .punctuation {
                if byte == ASCII.openParenthesis {
                    parentheses += 1
                } else if byte == ASCII.closeParenthesis {
                    parentheses -= 1
                } else if byte == ASCII.openBrace || byte == ASCII.closeBrace {
                    break  // a brace is code, never part of a condition (an unclosed parenthesis must not eat it)
                }
            }
            work += 1
            j += 1
        }
        return j
    }
}
