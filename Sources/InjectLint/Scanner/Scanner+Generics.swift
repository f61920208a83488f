#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Generic parameters in scope: a `resolve(S.self)` inside `func make<S>()` names no particular service.
extension Scanner {
    /// Records the parameter names of the generic list opened at `open` (`<S, T: Store, each U>`) as in scope
    /// for the scope just opened.
    mutating func declareGenericParameters(listAt open: Int) {
        var k = open + 1
        var expectsName = true
        let limit = min(count, open + Scanner.lookaheadLimit)
        while k < limit {
            work += 1
            let byte = view.punct(k)
            if byte == ASCII.lessThan || byte == ASCII.openParenthesis || byte == ASCII.openBracket {
                // A constraint's own arguments (`T: Store<Key>`, `T: (A, B)`) name no parameter.
                guard let close = closingBracket(from: k) else { break }
                k = close
            } else if byte == ASCII.greaterThan || byte == ASCII.closeParenthesis || byte == ASCII.closeBracket {
                break
            } else if byte == ASCII.comma {
                expectsName = true
            } else if expectsName && view.isIdentifier(k) && !view.isWord(k, "each") {
                genericParameters.declare(nameToken: k, depth: scopes.count)
                expectsName = false
            }
            k += 1
        }
    }
}

/// The generic parameters in scope, innermost last: their name tokens, and the scope depth that declared each.
///
/// Its own value, not the scanner's fields, so that asking whether a type mentions one is a non-mutating question:
/// in a debug build, a non-mutating call on the scanner itself would copy the scanner, retaining each of its arrays.
struct GenericParametersInScope {
    private var parameters: [Scanner.GenericParameter] = []
    /// `parameters.count`, kept as an `Int`: every `}` asks it, and in a debug build `Array.count` is a call.
    private(set) var count = 0

    /// Declares the parameter named by `nameToken` in the scope at `depth`.
    mutating func declare(nameToken: Int, depth: Int) {
        parameters.append(Scanner.GenericParameter(depth: depth, nameToken: nameToken))
        count = parameters.count
    }

    /// Drops the parameters of scopes deeper than `depth` (they have closed).
    mutating func forget(deeperThan depth: Int) {
        while let last = parameters.last, last.depth > depth {
            parameters.removeLast()
        }
        count = parameters.count
    }

    /// Whether a normalised type mentions a generic parameter in scope (`S`, `[S]`, `Box<S>`), or `Self`.
    ///
    /// Asked for every parameter and stored property the scanner records, so it compares bytes: no sets, no
    /// substrings.
    func areMentioned(in type: String, view: TokenView) -> Bool {
        // Mostly asked where no generic parameter is in scope: then only `Self` can be mentioned, and the C library
        // rules it out without the byte loop below, which a debug build runs a call at a time.
        if count == 0 && type.withCString({ strstr($0, "Self") }) == nil { return false }
        var type = type
        return type.withUTF8 { spelling in
            var start = 0
            var index = 0
            while index <= spelling.count {
                let byte = index < spelling.count ? spelling[index] : ASCII.space
                // Letters, digits, `_` and any non-ASCII byte continue a word.
                let continuesWord =
                    byte >= 0x80 || byte == ASCII.underscore || (byte >= ASCII.zero && byte <= ASCII.nine)
                    || ((byte | ASCII.lowercaseBit) >= ASCII.lowercaseA
                        && (byte | ASCII.lowercaseBit) <= ASCII.lowercaseZ)
                if !continuesWord {
                    if index > start && isName(spelling, start, index, view: view) { return true }
                    start = index + 1
                }
                index += 1
            }
            return false
        }
    }

    /// Whether `spelling[start..<end]` is `Self` or the name of a generic parameter in scope.
    private func isName(_ spelling: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, view: TokenView) -> Bool {
        let length = end - start
        if length == 4 && spelling[start] == ASCII.uppercaseS && spelling[start + 1] == ASCII.lowercaseE
            && spelling[start + 2] == ASCII.lowercaseL && spelling[start + 3] == ASCII.lowercaseF
        {
            return true  // `Self`
        }
        for parameter in parameters {
            let token = view.tokens[parameter.nameToken]
            var from = token.start
            var to = token.end
            if token.kind == .backtickIdentifier {
                from += 1
                to -= 1
            }
            guard to - from == length else { continue }
            var offset = 0
            while offset < length && view.bytes[from + offset] == spelling[start + offset] { offset += 1 }
            if offset == length { return true }
        }
        return false
    }
}
