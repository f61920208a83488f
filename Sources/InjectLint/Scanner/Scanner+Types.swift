// Reading a written type into the spelling Swift prints (`String(describing:)`, what the analyser says): `any`/`some`
// dropped, sugar spelled out (`[T]` → `Array<T>`, `[K: V]` → `Dictionary<K, V>`, `T?` inside → `Optional<T>`),
// a composition's members sorted (`B & A` → `A & B`), generic arguments kept (`Repository<Candidate>`), qualifiers
// kept as written (the rule context drops those that are modules: `TypeIdentity`).
extension Scanner {
    struct ParsedType {
        /// The normalised type, without a top-level optional.
        var text: String
        /// `T?`, `T!` (an implicitly unwrapped optional is an optional at run time) or `Optional<T>`.
        var isOptional: Bool
        /// The index of the first token after the type.
        var end: Int
    }

    /// How deeply a type may nest (`A<B<C<…>>>`) before the parser gives up on it.
    static let maximumTypeDepth = 16

    /// Parses the type starting at token `j`; nil when there is none there.
    mutating func parseType(at j: Int) -> ParsedType? {
        var text: String
        var k: Int
        let isPlain = view.isPlainTypeName(j)
        if isPlain {
            // The common shape, one name (`Store`, `Int?`): what the general parser reads, without its
            // intermediate texts and tuples (each a cost in a debug build; most declarations are this shape).
            work += 1
            text = view.identifierText(j)
            k = j + 1
        } else {
            guard let core = parseTypeCore(at: j, depth: 0) else { return nil }
            text = core.text
            k = core.end
        }
        var isOptional = false
        while (view.isPunct(k, ASCII.question) || view.isPunct(k, ASCII.exclamation)) && !tokens[k].startsLine {
            isOptional = true
            k += 1
        }
        // `Optional<T>` spelled out (a plain name has no `<`).
        if !isPlain && !isOptional && text.hasPrefix("Optional<") && text.hasSuffix(">") {
            text = String(text.dropFirst(9).dropLast())
            isOptional = true
        }
        return ParsedType(text: text, isOptional: isOptional, end: k)
    }

    /// A type with its `?`/`!` suffixes spelled `Optional<…>`, for positions inside generic arguments and
    /// collections.
    private mutating func parseTypeWithSuffix(at j: Int, depth: Int) -> (text: String, end: Int)? {
        guard var core = parseTypeCore(at: j, depth: depth) else { return nil }
        while (view.isPunct(core.end, ASCII.question) || view.isPunct(core.end, ASCII.exclamation))
            && !tokens[core.end].startsLine
        {
            core.text = "Optional<" + core.text + ">"
            core.end += 1
        }
        return core
    }

    private mutating func parseTypeCore(at j: Int, depth: Int) -> (text: String, end: Int)? {
        guard depth < Scanner.maximumTypeDepth, j < count else { return nil }
        work += 1
        var k = j
        while (view.isWord(k, "any") || view.isWord(k, "some"))
            && (view.isIdentifier(k + 1) || view.isPunct(k + 1, ASCII.openParenthesis))
        {
            k += 1
        }
        var text: String
        if view.isPunct(k, ASCII.openParenthesis) {
            guard let parenthesised = parseParenthesised(at: k, depth: depth) else { return nil }
            text = parenthesised.text
            k = parenthesised.end
        } else if view.isPunct(k, ASCII.openBracket) {
            guard let key = parseTypeWithSuffix(at: k + 1, depth: depth + 1) else { return nil }
            k = key.end
            text = "Array<" + key.text + ">"
            if view.isPunct(k, ASCII.colon) {
                guard let value = parseTypeWithSuffix(at: k + 1, depth: depth + 1) else { return nil }
                text = "Dictionary<" + key.text + ", " + value.text + ">"
                k = value.end
            }
            guard view.isPunct(k, ASCII.closeBracket) else { return nil }
            k += 1
        } else if view.isIdentifier(k) && !view.isDeclarationKeyword(k) {
            guard let nominal = parseNominal(at: k, depth: depth) else { return nil }
            text = nominal.text
            k = nominal.end
            // `Swift.Optional<T>` is `Optional<T>`: an optional, wherever it is written.
            if text.hasPrefix("Swift.Optional<") { text.removeFirst(6) }
        } else {
            return nil
        }
        if view.isPunct(k, ASCII.ampersand) {  // `A & B`: the members in order, as Swift treats them
            guard let rest = parseTypeCore(at: k + 1, depth: depth + 1) else { return nil }
            var members = Scanner.compositionMembers(of: rest.text)
            members.append(text)
            text = members.sorted().joined(separator: " & ")
            k = rest.end
        }
        return (text, k)
    }

    /// `(T)` is `T`; `(A, B)` is a tuple; a function type is not a service type and is refused.
    private mutating func parseParenthesised(at j: Int, depth: Int) -> (text: String, end: Int)? {
        var k = j + 1
        var parts: [String] = []
        if view.isPunct(k, ASCII.closeParenthesis) {
            k += 1
        } else {
            guard let list = parseTypeList(at: k, closer: ASCII.closeParenthesis, depth: depth) else { return nil }
            (parts, k) = (list.parts, list.end)
        }
        if view.isPunct(k, ASCII.minus) && view.isPunct(k + 1, ASCII.greaterThan) { return nil }
        return (parts.count == 1 ? parts[0] : "(" + parts.joined(separator: ", ") + ")", k)
    }

    /// `Module.Outer<A>.Inner<B>` as written, each component with its arguments; `T.Type` stays.
    private mutating func parseNominal(at j: Int, depth: Int) -> (text: String, end: Int)? {
        var k = j
        var text = view.identifierText(k)
        k += 1
        while true {
            if view.isPunct(k, ASCII.lessThan) && !tokens[k].startsLine {
                guard let list = parseGenericArguments(at: k, depth: depth) else { return nil }
                text += list.text
                k = list.end
            }
            guard view.isPunct(k, ASCII.dot), view.isIdentifier(k + 1), !view.isWord(k + 1, "self"),
                !view.isWord(k + 1, "init")
            else {
                break
            }
            text += "." + view.identifierText(k + 1)
            k += 2
        }
        return (text, k)
    }

    private mutating func parseGenericArguments(at j: Int, depth: Int) -> (text: String, end: Int)? {
        guard let list = parseTypeList(at: j + 1, closer: ASCII.greaterThan, depth: depth) else { return nil }
        return ("<" + list.parts.joined(separator: ", ") + ">", list.end)
    }

    /// One or more comma-separated types from `j` up to the `closer` byte (`)` or `>`): their texts, and the
    /// index after the closer; nil when anything else follows a type.
    private mutating func parseTypeList(at j: Int, closer: UInt8, depth: Int) -> (parts: [String], end: Int)? {
        var k = j
        var parts: [String] = []
        while true {
            guard let part = parseTypeWithSuffix(at: k, depth: depth + 1) else { return nil }
            parts.append(part.text)
            k = part.end
            if view.isPunct(k, ASCII.comma) {
                k += 1
            } else if view.isPunct(k, closer) {
                return (parts, k + 1)
            } else {
                return nil
            }
        }
    }

    /// The top-level members of a composition's text (`A & Box<B & C>` → `A`, `Box<B & C>`).
    static func compositionMembers(of text: String) -> [String] {
        var members: [String] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "<" || character == "(" { depth += 1 }
            if character == ">" || character == ")" { depth -= 1 }
            if character == "&" && depth == 0 {
                members.append(trimmed(text[start..<index]))
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        members.append(trimmed(text[start...]))
        return members
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
