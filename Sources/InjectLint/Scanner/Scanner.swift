/// Walks a file's significant tokens once and collects the facts the rules need: injections, registrations
/// with what their factories build and resolve, classes and their superclass, imports.
///
/// Scopes are tracked with a brace stack so each fact knows its owning type, function and factory. `#if`
/// branches all count unless build conditions say which the compiler takes (each branch starts from the scopes
/// the `#if` saw, and the first scanned branch's scopes carry on after `#endif`). Every look-ahead is capped, so the work stays linear in the number of tokens.
struct Scanner {
    /// How many tokens a look-ahead (an argument list, a declaration's attributes) may visit.
    static let lookaheadLimit = 256
    /// How deep braces and `#if`s are tracked. Deeper nesting (only seen in generated or hostile input) is
    /// counted but not tracked, so `#if` snapshots of the scope stack stay bounded and work stays linear.
    static let maximumScopeDepth = 128
    static let maximumConditionDepth = 32

    enum ScopeKind {
        case type
        case function
        case factory
        case other
    }

    struct Scope {
        var kind: ScopeKind
        /// The name token of a type or function, or the registration index of a factory.
        var value: Int
        /// The token index of the scope's `{`: identifies this scope within the file.
        var start: Int
        /// `case`/`default` labels seen directly in this scope: a `switch` body's cases are separate blocks.
        var cases = 0
        /// For a function with a declared return type: its index in `facts.declarations.functions`, else -1.
        var functionFact = -1
        /// For the body of a loop (`for`, `while`, `repeat`, `forEach { … }`): the loop keyword's token, else -1.
        var loopKeyword = -1
    }

    enum Pending {
        case none
        /// `genericList` is the token index of the declaration's `<`, or -1.
        case type(nameToken: Int, genericList: Int)
        case function(nameToken: Int, genericList: Int)
    }

    /// A generic parameter in scope: its name token, and the scope depth that declared it.
    struct GenericParameter {
        var depth: Int
        var nameToken: Int
    }

    struct ConditionFrame {
        var block: Int
        var branch: Int
        var scopesAtIf: [Scope]
        var scopesAfterFirstBranch: [Scope]?
        /// A branch whose condition is true was scanned: the later ones are false.
        var takenBranch = false
        /// A branch whose condition is undecided was scanned: a later `#else` is undecided too.
        var undecidedBranch = false
        /// Whether the current branch is scanned (not skipped as false).
        var scansBranch = false
    }

    let p: UnsafePointer<UInt8>
    let t: UnsafeMutablePointer<Token>
    let count: Int
    /// The same tokens, for look-ahead questions (see `TokenView` for why it is separate).
    let v: TokenView
    /// What `#if` conditions are evaluated against; nil reads every branch.
    let buildConditions: BuildConditions?
    var facts = FileFacts()
    var scopes: [Scope] = []
    var pending = Pending.none
    var pendingFactoryBrace = -1
    var pendingFactoryRegistration = -1
    /// A loop keyword whose body brace has not been seen yet, or -1.
    var pendingLoop = -1
    /// Variables declared while a loop body is open: the `{` of the scope declaring them and the name token, in
    /// declaration order (so leaving a scope drops a suffix). Capped at `maximumLoopLocals`.
    var loopLocals: [(scopeStart: Int, nameToken: Int)] = []
    /// Loop bodies open on the scope stack.
    var openLoops = 0
    /// Past this many loop locals, a registration in a loop is not judged (its receiver may be one of them).
    static let maximumLoopLocals = 64
    var conditions: [ConditionFrame] = []
    var genericParameters: [GenericParameter] = []
    var nextConditionBlock = 0
    /// Braces opened beyond `maximumScopeDepth`, closed before any tracked scope is.
    var untrackedScopes = 0
    /// `#if`s opened beyond `maximumConditionDepth`, whose `#else`/`#endif` are skipped.
    var untrackedConditions = 0
    /// `genericParameters.count`, kept as an `Int` for the hot path.
    var genericParameterCount = 0
    /// How many `.factory` scopes are open: kept as a count so the hot path asks an `Int`, not the stack.
    var factoryDepth = 0
    var work = 0
    /// `let x = Impl(…)` seen in the current factories and functions (the last 64), for `return x`.
    var localConstructions: [(name: String, type: String)] = []

    init(
        bytes: UnsafePointer<UInt8>, tokens: UnsafeMutablePointer<Token>, count: Int,
        buildConditions: BuildConditions? = nil
    ) {
        self.buildConditions = buildConditions
        p = bytes
        t = tokens
        self.count = count
        v = TokenView(p: bytes, t: tokens, count: count)
    }

    /// The first letters of the words `identifier(at:length:)` dispatches on (`let`, `func`, `register`, …), one bit per
    /// letter from `a`: most identifiers (types, other names) start with none of them and skip the call. Keep in step
    /// with its switch; `ScannerTests` checks every dispatched word against it.
    static let keywordFirstLetters: UInt32 = {
        var mask: UInt32 = 0
        for letter in "acdefilprstvw".utf8 { mask |= 1 << UInt32(letter - 97) }
        return mask
    }()

    mutating func run() {
        let keywordFirstLetters = Scanner.keywordFirstLetters
        var k = 0
        while k < count {
            let token = t[k]
            switch token.kind {
            case .punctuation:
                let b = p[token.start]
                if b == 123 {
                    openBrace(at: k)
                } else if b == 125 {
                    if untrackedScopes > 0 {
                        untrackedScopes -= 1
                    } else if let scope = scopes.popLast() {
                        if scope.kind == .factory { factoryDepth -= 1 }
                        if scope.loopKeyword >= 0 { openLoops -= 1 }
                        if !loopLocals.isEmpty { forgetLoopLocals(declaredFrom: scope.start) }
                    }
                    if genericParameterCount > 0 { forgetOutOfScopeGenericParameters() }
                    pending = .none
                } else if b == 59 {
                    pending = .none
                    pendingLoop = -1
                }
                k += 1
            case .identifier:
                let length = token.end &- token.start
                let letter = p[token.start] &- 97
                if length >= 3 && (length <= 12 || length == 19) && letter < 26
                    && keywordFirstLetters >> UInt32(letter) & 1 != 0
                {
                    k = identifier(at: k, length: length)
                } else {
                    k += 1
                }
            case .attribute:
                if isInjectedAttribute(k) { injectedAttribute(at: k) }
                k += 1
            case .poundKeyword:
                k = poundKeyword(at: k)
            default:
                k += 1
            }
        }
        facts.tokenCount = count
        facts.lookaheadWork += work
    }

    private mutating func openBrace(at k: Int) {
        if scopes.count >= Scanner.maximumScopeDepth {
            untrackedScopes += 1
            pending = .none
            return
        }
        if k == pendingFactoryBrace {
            scopes.append(Scope(kind: .factory, value: pendingFactoryRegistration, start: k))
            factoryDepth += 1
            pendingFactoryBrace = -1
            factoryBodyStarts(at: k, registration: pendingFactoryRegistration)
        } else {
            switch pending {
            case .none:
                scopes.append(Scope(kind: .other, value: -1, start: k, loopKeyword: pendingLoop))
                if pendingLoop >= 0 { openLoops += 1 }
            case .type(let name, let generics):
                scopes.append(Scope(kind: .type, value: name, start: k))
                if generics >= 0 { declareGenericParameters(listAt: generics) }
            case .function(let name, let generics):
                scopes.append(Scope(kind: .function, value: name, start: k))
                if generics >= 0 { declareGenericParameters(listAt: generics) }
                scopes[scopes.count - 1].functionFact = functionBodyStarts(nameToken: name, open: k)
            }
        }
        pending = .none
        pendingLoop = -1
    }

    /// Dispatches on the identifiers that start something interesting; returns the next index to visit. `run` only
    /// calls it for lengths 3–12 and 19 and the first letters in `keywordFirstLetters`: a new word must fit them.
    private mutating func identifier(at k: Int, length: Int) -> Int {
        let first = p[t[k].start]
        switch length {
        case 3:
            if (first == 108 && v.isWord(k, "let")) || (first == 118 && v.isWord(k, "var")) { return variable(at: k) }
            if first == 102 && v.isWord(k, "for") && v.startsStatement(k) { pendingLoop = k }
        case 4:
            if first == 102 && v.isWord(k, "func") {
                ownMethodDeclaration(nameAt: k + 1)
                setPendingFunction(nameAt: k + 1, genericList: v.isPunct(k + 2, 60) ? k + 2 : -1)
            } else if first == 105 && v.isWord(k, "init") {
                initializerDeclaration(at: k)
                setPendingFunction(nameAt: k, genericList: v.isPunct(k + 1, 60) ? k + 1 : -1)
            } else if first == 101 && v.isWord(k, "enum") {
                typeDeclaration(at: k, isClass: false)
            } else if first == 99 && v.isWord(k, "case") && !v.isPunct(k - 1, 46) && !scopes.isEmpty {
                scopes[scopes.count - 1].cases += 1
            } else if first == 115 && v.isWord(k, "self") && v.isPunct(k - 1, 46) {
                metatypeArgumentOfHelperCall(selfAt: k)
            }
        case 5:
            if first == 99 && v.isWord(k, "class") {
                typeDeclaration(at: k, isClass: true)
            } else if first == 97 && v.isWord(k, "actor") {
                typeDeclaration(at: k, isClass: false)
            } else if first == 97 && v.isWord(k, "await") {
                awaitInFactory()
            } else if first == 119 && v.isWord(k, "while") && v.startsStatement(k) && !v.isPunct(k - 1, 125) {
                pendingLoop = k  // not `repeat { … } while c`: its body came first
            }
        case 6:
            if first == 114 && v.isWord(k, "return") {
                if let sink = innermostReturnSink { noteReturns(ofExpressionAt: k + 1, into: sink) }
            } else if first == 115 && v.isWord(k, "struct") {
                typeDeclaration(at: k, isClass: false)
            } else if first == 105 && v.isWord(k, "import") {
                return importDeclaration(at: k)
            } else if first == 114 && v.isWord(k, "repeat") && v.startsStatement(k) {
                pendingLoop = k
            }
        case 7:
            if first == 114 && v.isWord(k, "resolve") {
                resolveCall(at: k, isRecoverable: false)
            } else if first == 100 && v.isWord(k, "default") && v.isPunct(k + 1, 58) && !scopes.isEmpty {
                scopes[scopes.count - 1].cases += 1
            } else if first == 102 && v.isWord(k, "forEach") && v.isPunct(k - 1, 46) {
                pendingLoop = k
            }
        case 8:
            if first == 114 && v.isWord(k, "register") {
                registration(at: k)
            } else if first == 112 && v.isWord(k, "protocol") {
                typeDeclaration(at: k, isClass: false)
            }
        case 9:
            if first == 101 && v.isWord(k, "extension") {
                typeDeclaration(at: k, isClass: false)
            } else if first == 116 && v.isWord(k, "typealias") {
                typeAlias(at: k)
            } else if first == 115 && v.isWord(k, "subscript") {
                setPendingFunction(nameAt: k, genericList: v.isPunct(k + 1, 60) ? k + 1 : -1)
            }
        case 10:
            if first == 116 && v.isWord(k, "tryResolve") { resolveCall(at: k, isRecoverable: true) }
        case 12:
            if first == 114 && v.isWord(k, "resolveAsync") { resolveCall(at: k, isRecoverable: false) }
        case 19:
            if first == 114 && v.isWord(k, "resolveIfRegistered") { resolveCall(at: k, isRecoverable: true) }
        default:
            break
        }
        return k + 1
    }

    private mutating func setPendingFunction(nameAt index: Int, genericList: Int) {
        pending = index < count ? .function(nameToken: index, genericList: genericList) : .none
    }
}
