// Type declarations (owners, generic parameters, superclasses), type aliases and imports.
extension Scanner {
    /// `class|struct|enum|actor|protocol|extension Name …`: the next `{` opens a type scope; a class's first
    /// inherited type is kept as a possible superclass.
    mutating func typeDeclaration(at k: Int, isClass: Bool) {
        if view.isPunct(k - 1, ASCII.dot) { return }  // `.class`, `.enum`: a member named like a keyword
        var nameToken = k + 1
        guard view.isIdentifier(nameToken), !view.isModifier(nameToken), !view.isDeclarationKeyword(nameToken),
            !view.isWord(nameToken, "func"), !view.isWord(nameToken, "subscript"), !view.isWord(nameToken, "init")
        else { return }
        // `extension A.B`: the name is the last component.
        while view.isPunct(nameToken + 1, ASCII.dot) && view.isIdentifier(nameToken + 2) { nameToken += 2 }
        pending = .type(
            nameToken: nameToken, genericList: view.isPunct(nameToken + 1, ASCII.lessThan) ? nameToken + 1 : -1)
        guard isClass else { return }
        var j = nameToken + 1
        if view.isPunct(j, ASCII.lessThan) {
            guard let close = closingBracket(from: j) else { return }
            j = close + 1
        }
        if view.isPunct(j, ASCII.colon), let inherited = parseType(at: j + 1) {
            facts.classes.append(ClassFact(name: view.identifierText(nameToken), firstInheritedType: inherited.text))
        }
    }

    /// `typealias Name = Type` or `typealias Name<T> = Type<T>`, at file level or in a type (where it applies).
    mutating func typeAlias(at k: Int) {
        guard view.isIdentifier(k + 1) else { return }
        var j = k + 2
        var parameters: [String] = []
        if view.isPunct(j, ASCII.lessThan) {
            guard let close = closingBracket(from: j) else { return }
            for m in (j + 1)..<close
            where view.isIdentifier(m) && (view.isPunct(m - 1, ASCII.lessThan) || view.isPunct(m - 1, ASCII.comma)) {
                parameters.append(view.identifierText(m))
            }
            j = close + 1
        }
        guard view.isPunct(j, ASCII.equals), let target = parseType(at: j + 1), !target.isOptional else { return }
        let name = view.identifierText(k + 1)
        guard name != target.text else { return }
        facts.typeAliases.append(
            TypeAliasFact(
                name: name, target: target.text,
                owner: scopes.isDirectlyInType ? scopes.innermostTypeName(in: view) : nil,
                parameters: parameters))
    }

    /// `[@attributes] [modifiers] import [kind] Module.Path`; returns the index after the path.
    mutating func importDeclaration(at k: Int) -> Int {
        if view.isPunct(k - 1, ASCII.dot) { return k + 1 }
        var j = k + 1
        if view.isWord(j, "struct") || view.isWord(j, "class") || view.isWord(j, "enum") || view.isWord(j, "protocol")
            || view.isWord(j, "typealias") || view.isWord(j, "func") || view.isWord(j, "var") || view.isWord(j, "let")
            || view.isWord(j, "actor")
        {
            j += 1
        }
        guard view.isIdentifier(j) else { return k + 1 }
        var isExported = false
        var back = k - 1
        while back >= 0 && back >= k - 4 && (view.hasKind(back, .attribute) || view.isModifier(back)) {
            if view.isAttribute(back, "_exported") { isExported = true }
            back -= 1
        }
        facts.imports.append(
            ImportFact(module: view.identifierText(j), isExported: isExported, byteOffset: view.byteOffset(j)))
        while view.isPunct(j + 1, ASCII.dot) && view.isIdentifier(j + 2) { j += 2 }
        return j + 1
    }
}
