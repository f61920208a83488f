// Names registered in a loop over a literal array: `for name in ["primary", "archive"] { c.register(Store.self,
// name: name) { … } }` registers `Store` under each of those names, as the analyser sees at run time.
extension Scanner {
    /// How many names a literal array may list to be read (longer ones are a run-time name, as before).
    static let maximumLoopNames = 64

    /// The names a registration's `name:` argument takes when it is the variable of an enclosing `for … in [ … ]`
    /// loop over string literals; nil for any other name.
    func loopLiteralNames(of name: NameArgument) -> [String]? {
        guard openLoops > 0, case .constant(let variable) = name, !variable.contains(".") else { return nil }
        var index = scopes.count - 1
        while index >= 0 {
            let scope = scopes.base[index]
            index -= 1
            guard scope.loopKeyword >= 0 else { continue }
            let keyword = scope.loopKeyword
            // Only the innermost loop declaring this variable counts: an inner loop's variable shadows an outer one.
            guard view.isWord(keyword, "for"), view.isIdentifier(keyword + 1),
                view.identifierText(keyword + 1) == variable
            else { continue }
            return literalStrings(inArrayAt: keyword + 3, closingBefore: scope.start, after: keyword + 2)
        }
        return nil
    }

    /// The string literals of `[ "a", "b" ]` starting at `open`, when `in` precedes it and the body's `{` follows.
    private func literalStrings(inArrayAt open: Int, closingBefore body: Int, after inKeyword: Int) -> [String]? {
        guard view.isWord(inKeyword, "in"), view.isPunct(open, ASCII.openBracket) else { return nil }
        var names: [String] = []
        var k = open + 1
        while names.count < Scanner.maximumLoopNames, let value = view.staticStringValue(k) {
            names.append(value)
            k += 1
            if view.isPunct(k, ASCII.comma) { k += 1 }
        }
        guard view.isPunct(k, ASCII.closeBracket), k + 1 == body, !names.isEmpty else { return nil }
        return names
    }
}
