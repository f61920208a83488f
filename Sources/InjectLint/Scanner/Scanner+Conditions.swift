// `#if` / `#elseif` / `#else` / `#endif`: every branch is scanned. Each branch starts from the scopes the
// `#if` saw, so a branch that opens a brace another branch also opens (`#if A func f() { #else func g() {
// #endif`) does not unbalance the stack; after `#endif` the first branch's scopes carry on.
extension Scanner {
    /// Handles a pound keyword; returns the next index to visit (after an `#if`/`#elseif` condition).
    mutating func poundKeyword(at k: Int) -> Int {
        switch t[k].length {
        case 3 where poundIs(k, "#if"):
            if conditions.count >= Scanner.maximumConditionDepth {
                untrackedConditions += 1
                return skipCondition(after: k)
            }
            work += scopes.count  // the snapshot below is copied when the stack next changes
            conditions.append(
                ConditionFrame(block: nextConditionBlock, branch: 0, scopesAtIf: scopes, scopesAfterFirstBranch: nil))
            nextConditionBlock += 1
            return skipCondition(after: k)
        case 7 where poundIs(k, "#elseif"):
            if untrackedConditions == 0 { startNextBranch() }
            return skipCondition(after: k)
        case 5 where poundIs(k, "#else"):
            if untrackedConditions == 0 { startNextBranch() }
        case 6 where poundIs(k, "#endif"):
            if untrackedConditions > 0 {
                untrackedConditions -= 1
            } else if let frame = conditions.popLast(), let after = frame.scopesAfterFirstBranch {
                work += after.count
                scopes = after
                untrackedScopes = 0
                recountFactories()
                forgetOutOfScopeGenericParameters()
            }
        default:
            break
        }
        return k + 1
    }

    private mutating func startNextBranch() {
        guard var frame = conditions.popLast() else { return }
        if frame.scopesAfterFirstBranch == nil { frame.scopesAfterFirstBranch = scopes }
        frame.branch += 1
        work += frame.scopesAtIf.count
        scopes = frame.scopesAtIf
        untrackedScopes = 0
        conditions.append(frame)
        recountFactories()
        forgetOutOfScopeGenericParameters()
        pending = .none
    }

    /// The condition runs to the end of its line.
    private mutating func skipCondition(after k: Int) -> Int {
        var j = k + 1
        while j < count && !t[j].startsLine {
            work += 1
            j += 1
        }
        return j
    }

    private mutating func poundIs(_ k: Int, _ word: StaticString) -> Bool {
        let token = t[k]
        let length = word.utf8CodeUnitCount
        guard token.length == length else { return false }
        let w = word.utf8Start
        for offset in 0..<length where p[token.start + offset] != w[offset] {
            return false
        }
        return true
    }
}
