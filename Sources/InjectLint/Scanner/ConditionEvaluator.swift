/// Evaluates one `#if` / `#elseif` condition against ``BuildConditions``, as the compiler would: flags, `!`,
/// `&&`, `||`, parentheses, `true`/`false`, and platform conditions (`os(iOS)`, `canImport(UIKit)`,
/// `compiler(>=6.0)`).
///
/// The answer has a third value, `undecided`, for what the linter cannot know (a platform condition of a kind
/// nothing defines, `swift(…)`, a condition it cannot parse): such a `#if` reads every branch, as it does
/// without build conditions. `&&` and `||` follow three-valued logic, so `DEBUG && os(iOS)` is false without
/// `DEBUG` whatever the platform.
struct ConditionEvaluator {
    /// The value of a condition.
    enum Value {
        case isTrue
        case isFalse
        case undecided

        var negated: Value {
            switch self {
            case .isTrue: .isFalse
            case .isFalse: .isTrue
            case .undecided: .undecided
            }
        }

        func and(_ other: Value) -> Value {
            if self == .isFalse || other == .isFalse { return .isFalse }
            return self == .isTrue && other == .isTrue ? .isTrue : .undecided
        }

        func or(_ other: Value) -> Value {
            if self == .isTrue || other == .isTrue { return .isTrue }
            return self == .isFalse && other == .isFalse ? .isFalse : .undecided
        }
    }

    /// Parentheses nested deeper than this (only in hostile input) make the condition undecided.
    static let maximumDepth = 32

    let view: TokenView
    let conditions: BuildConditions
    /// One past the condition's last token.
    let end: Int
    /// The token being read.
    private var position: Int
    private var failed = false
    private var depth = 0

    /// Evaluates the tokens `start..<end`.
    static func evaluate(_ view: TokenView, from start: Int, to end: Int, against conditions: BuildConditions) -> Value
    {
        var evaluator = ConditionEvaluator(view: view, conditions: conditions, end: end, position: start)
        let value = evaluator.disjunction()
        return evaluator.failed || evaluator.position != end ? .undecided : value
    }

    private init(view: TokenView, conditions: BuildConditions, end: Int, position: Int) {
        self.view = view
        self.conditions = conditions
        self.end = end
        self.position = position
    }

    private mutating func disjunction() -> Value {
        var value = conjunction()
        while !failed && isPair(ASCII.bar) {
            position += 2
            value = value.or(conjunction())
        }
        return value
    }

    private mutating func conjunction() -> Value {
        var value = negation()
        while !failed && isPair(ASCII.ampersand) {
            position += 2
            value = value.and(negation())
        }
        return value
    }

    /// `!` repeated any number of times: counted, not recursed, so a hostile run of them costs no stack.
    private mutating func negation() -> Value {
        var negations = 0
        while position < end && view.isPunct(position, ASCII.exclamation) {
            negations += 1
            position += 1
        }
        let value = primary()
        return negations % 2 == 0 ? value : value.negated
    }

    private mutating func primary() -> Value {
        guard position < end, !failed else { return fail() }
        if view.isPunct(position, ASCII.openParenthesis) {
            guard depth < Self.maximumDepth else { return fail() }
            depth += 1
            position += 1
            let value = disjunction()
            depth -= 1
            guard position < end, view.isPunct(position, ASCII.closeParenthesis) else { return fail() }
            position += 1
            return value
        }
        guard view.hasKind(position, .identifier) else { return fail() }
        let name = view.text(position)
        position += 1
        guard position < end, view.isPunct(position, ASCII.openParenthesis) else { return flag(name) }
        let open = position
        while position < end && !view.isPunct(position, ASCII.closeParenthesis) { position += 1 }
        guard position < end else { return fail() }
        let argument = BuildConditions.normalised(argumentText(from: open, to: position))
        position += 1
        return platformCondition(name, argument)
    }

    private func flag(_ name: String) -> Value {
        switch name {
        case "true": return .isTrue
        case "false": return .isFalse
        default:
            if conditions.defined.contains(name) { return .isTrue }
            return conditions.undecided.contains(name) ? .undecided : .isFalse
        }
    }

    private func platformCondition(_ kind: String, _ argument: String) -> Value {
        let spelled = "\(kind)(\(argument))"
        if conditions.defined.contains(spelled) { return .isTrue }
        // `canImport(Module, _version: 2)` and `canImport(Module.Submodule)` are answered by a defined module too.
        if kind == "canImport", let cut = argument.firstIndex(where: { $0 == "," }),
            conditions.defined.contains("canImport(\(argument[..<cut]))")
        {
            return .isTrue
        }
        if conditions.undecided.contains(spelled) { return .undecided }
        if kind == "compiler" { return ToolchainVersion.satisfies(argument) }
        return conditions.definedKinds.contains(kind) ? .isFalse : .undecided
    }

    private func argumentText(from open: Int, to close: Int) -> String {
        let start = view.tokens[open].end
        let count = view.tokens[close].start - start
        return String(decoding: UnsafeBufferPointer(start: view.bytes + start, count: count), as: UTF8.self)
    }

    private func isPair(_ byte: UInt8) -> Bool {
        position + 1 < end && view.isPunct(position, byte) && view.isPunct(position + 1, byte)
            && view.tokens[position].end == view.tokens[position + 1].start
    }

    private mutating func fail() -> Value {
        failed = true
        return .undecided
    }
}
