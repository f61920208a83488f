/// Visits a file's scan stops (the tokens it acts on, see `ScanStop`) once and collects the facts the rules need:
/// injections, registrations with what their factories build and resolve, classes and their superclass, imports.
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

    enum ScopeKind: UInt8 {
        case type
        case function
        case factory
        case other

        /// Compares the raw bytes, as `TokenKind`'s `==` does: the synthesized `==` (and `rawValue`) is a call in a
        /// debug build, asked at every `}`.
        @_transparent
        static func == (lhs: ScopeKind, rhs: ScopeKind) -> Bool {
            unsafeBitCast(lhs, to: UInt8.self) == unsafeBitCast(rhs, to: UInt8.self)
        }
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
        /// Whether the current branch's condition is true (not undecided) for the build conditions given.
        var branchIsCertain = false
    }

    let bytes: UnsafePointer<UInt8>
    let tokens: UnsafeMutablePointer<Token>
    let count: Int
    /// The tokens `run` acts on, in order (see `ScanStop`); nil in a file without any.
    let stops: UnsafePointer<ScanStop>?
    let stopCount: Int
    /// The same tokens, for look-ahead questions (see `TokenView` for why it is separate).
    let view: TokenView
    /// What `#if` conditions are evaluated against; nil reads every branch.
    let buildConditions: BuildConditions?
    var facts = FileFacts()
    /// The open scopes, innermost last, on memory `scopeStorage` owns.
    var scopes: ScopeStack
    let scopeStorage = ScopeStorage(capacity: Scanner.maximumScopeDepth)
    var pending = Pending.none
    var pendingFactoryBrace = -1
    var pendingFactoryRegistration = -1
    /// A loop keyword whose body brace has not been seen yet, or -1.
    var pendingLoop = -1
    /// Variables declared while a loop body is open: the `{` of the scope declaring them and the name token, in
    /// declaration order (so leaving a scope drops a suffix). Capped at `maximumLoopLocals`.
    var loopLocals: [(scopeStart: Int, nameToken: Int)] = []
    /// `loopLocals.count`, kept as an `Int`: every `}` asks it, and in a debug build `isEmpty` is a generic call.
    var loopLocalCount = 0
    /// Loop bodies open on the scope stack.
    var openLoops = 0
    /// Past this many loop locals, a registration in a loop is not judged (its receiver may be one of them).
    static let maximumLoopLocals = 64
    var conditions: [ConditionFrame] = []
    var genericParameters = GenericParametersInScope()
    var nextConditionBlock = 0
    /// Braces opened beyond `maximumScopeDepth`, closed before any tracked scope is.
    var untrackedScopes = 0
    /// `#if`s opened beyond `maximumConditionDepth`, whose `#else`/`#endif` are skipped.
    var untrackedConditions = 0
    /// How many `.factory` scopes are open: kept as a count so the hot path asks an `Int`, not the stack.
    var factoryDepth = 0
    var work = 0
    /// `let x = Impl(…)` seen in the current factories and functions (the last 64), for `return x`.
    var localConstructions: [(name: String, type: String)] = []

    init(
        bytes: UnsafePointer<UInt8>, tokens: UnsafeMutablePointer<Token>, count: Int,
        stops: UnsafePointer<ScanStop>?, stopCount: Int, buildConditions: BuildConditions? = nil
    ) {
        self.buildConditions = buildConditions
        self.bytes = bytes
        self.tokens = tokens
        self.count = count
        self.stops = stops
        self.stopCount = stopCount
        view = TokenView(bytes: bytes, tokens: tokens, count: count)
        scopes = ScopeStack(base: scopeStorage.base)
    }

    mutating func run() {
        defer {
            facts.tokenCount = count
            facts.lookaheadWork += work
        }
        guard let stops else { return }
        // Stops before `next` were passed over by a look-ahead (a declaration read whole, a skipped `#if` branch).
        var next = 0
        var stopIndex = 0
        while stopIndex < stopCount {
            let stop = stops[stopIndex]
            stopIndex += 1
            let k = stop.token
            if k < next { continue }
            next = k + 1
            switch stop.kind {
            case .openBrace:
                openBrace(at: k)
            case .closeBrace:
                closeBrace()
            case .semicolon:
                pending = .none
                pendingLoop = -1
            case .attribute:
                if view.isInjectedAttribute(k) { injectedAttribute(at: k) }
            case .poundKeyword:
                next = poundKeyword(at: k)
            default:
                next = keyword(stop.kind, at: k)
            }
        }
    }

    private mutating func closeBrace() {
        if untrackedScopes > 0 {
            untrackedScopes -= 1
        } else if scopes.count > 0 {
            let scope = scopes.pop()
            if scope.kind == .factory { factoryDepth -= 1 }
            if scope.loopKeyword >= 0 { openLoops -= 1 }
            if loopLocalCount > 0 { forgetLoopLocals(declaredFrom: scope.start) }
        }
        if genericParameters.count > 0 { genericParameters.forget(deeperThan: scopes.count) }
        pending = .none
    }

    private mutating func openBrace(at k: Int) {
        if scopes.count >= Scanner.maximumScopeDepth {
            untrackedScopes += 1
            pending = .none
            return
        }
        if k == pendingFactoryBrace {
            scopes.push(Scope(kind: .factory, value: pendingFactoryRegistration, start: k))
            factoryDepth += 1
            pendingFactoryBrace = -1
            factoryBodyStarts(at: k, registration: pendingFactoryRegistration)
        } else {
            switch pending {
            case .none:
                scopes.push(Scope(kind: .other, value: -1, start: k, loopKeyword: pendingLoop))
                if pendingLoop >= 0 { openLoops += 1 }
            case .type(let name, let generics):
                scopes.push(Scope(kind: .type, value: name, start: k))
                if generics >= 0 { declareGenericParameters(listAt: generics) }
            case .function(let name, let generics):
                scopes.push(Scope(kind: .function, value: name, start: k))
                if generics >= 0 { declareGenericParameters(listAt: generics) }
                scopes.base[scopes.count - 1].functionFact = functionBodyStarts(nameToken: name, open: k)
            }
        }
        pending = .none
        pendingLoop = -1
    }

    /// Acts on a word the tokenizer listed as a stop; returns the next index to visit.
    private mutating func keyword(_ kind: ScanStop.Kind, at k: Int) -> Int {
        switch kind {
        case .variable:
            return variable(at: k)
        case .forLoop:
            if view.startsStatement(k) { pendingLoop = k }
        case .whileLoop:
            // Not `repeat { … } while c`: its body came first.
            if view.startsStatement(k) && !view.isPunct(k - 1, ASCII.closeBrace) { pendingLoop = k }
        case .repeatLoop:
            if view.startsStatement(k) { pendingLoop = k }
        case .forEach:
            if view.isPunct(k - 1, ASCII.dot) { pendingLoop = k }
        case .function:
            ownMethodDeclaration(nameAt: k + 1)
            setPendingFunction(nameAt: k + 1, genericList: view.isPunct(k + 2, ASCII.lessThan) ? k + 2 : -1)
        case .initializer:
            initializerDeclaration(at: k)
            setPendingFunction(nameAt: k, genericList: view.isPunct(k + 1, ASCII.lessThan) ? k + 1 : -1)
        case .subscriptDeclaration:
            setPendingFunction(nameAt: k, genericList: view.isPunct(k + 1, ASCII.lessThan) ? k + 1 : -1)
        case .classDeclaration:
            typeDeclaration(at: k, isClass: true)
        case .typeDeclaration:
            typeDeclaration(at: k, isClass: false)
        case .typeAlias:
            typeAlias(at: k)
        case .importDeclaration:
            return importDeclaration(at: k)
        case .caseLabel:
            if !view.isPunct(k - 1, ASCII.dot) && scopes.count > 0 { scopes.base[scopes.count - 1].cases += 1 }
        case .defaultLabel:
            if view.isPunct(k + 1, ASCII.colon) && scopes.count > 0 { scopes.base[scopes.count - 1].cases += 1 }
        case .selfWord:
            if view.isPunct(k - 1, ASCII.dot) { metatypeArgumentOfHelperCall(selfAt: k) }
        case .awaitWord:
            awaitInFactory()
        case .returnWord:
            if let sink = scopes.innermostReturnSink { noteReturns(ofExpressionAt: k + 1, into: sink) }
        case .resolve:
            resolveCall(at: k, isRecoverable: false)
        case .recoverableResolve:
            resolveCall(at: k, isRecoverable: true)
        case .register:
            registration(at: k)
        case .openBrace, .closeBrace, .semicolon, .attribute, .poundKeyword:
            break  // handled by `run`
        }
        return k + 1
    }

    private mutating func setPendingFunction(nameAt index: Int, genericList: Int) {
        pending = index < count ? .function(nameToken: index, genericList: genericList) : .none
    }
}

/// The scanner's open scopes, innermost last: `count` of them from `base`, a fixed buffer the scanner's
/// `ScopeStorage` owns (at most `Scanner.maximumScopeDepth`). Not an `[Scope]`: the stack changes at every brace, and
/// in a debug build `append` and `popLast` are generic calls. Plain data, so asking it a question copies nothing
/// worth retaining (its questions are in `Scanner+Scopes.swift`).
struct ScopeStack {
    let base: UnsafeMutablePointer<Scanner.Scope>
    private(set) var count = 0

    init(base: UnsafeMutablePointer<Scanner.Scope>) {
        self.base = base
    }

    /// Opens a scope; the caller has checked that fewer than `maximumScopeDepth` are open. (Transparent: the scanner
    /// opens and closes scopes in this file, at every brace.)
    @_transparent
    mutating func push(_ scope: Scanner.Scope) {
        base[count] = scope
        count += 1
    }

    /// Closes the innermost scope, which the caller has checked exists.
    @_transparent
    mutating func pop() -> Scanner.Scope {
        count -= 1
        return base[count]
    }

    /// Replaces the open scopes with a snapshot (at most `maximumScopeDepth` of them).
    mutating func replace(with snapshot: [Scanner.Scope]) {
        for (index, scope) in snapshot.enumerated() { base[index] = scope }
        count = snapshot.count
    }
}
