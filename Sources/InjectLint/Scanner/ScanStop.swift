/// A token the scanner must act on, and what it is: a brace, a `;`, an attribute, a pound keyword, or one of the
/// words it dispatches on (`let`, `func`, `register`, …).
///
/// The tokenizer's C target lists these as it makes the tokens (`TokenBuffer.stops`; its `injectlint_scan_stop` has
/// this struct's layout, which `TokenLayoutTests` holds), so the scanner visits only them, about one token in seven,
/// and never compares a word's bytes to find out what it is: in a debug build (the build-tool plugin's) a loop over
/// every token, comparing words, was a large part of a run.
struct ScanStop {
    /// The token's index among the significant tokens.
    var token: Int
    var kind: Kind

    /// What the stop is. Each word kind names the words that map to it.
    enum Kind: UInt8 {
        case openBrace
        case closeBrace
        case semicolon
        /// Any attribute (`@Injected`, `@MainActor`).
        case attribute
        /// Any pound keyword (`#if`, `#endif`, `#selector`).
        case poundKeyword
        /// `let` or `var`.
        case variable
        /// `for`.
        case forLoop
        /// `while`.
        case whileLoop
        /// `repeat`.
        case repeatLoop
        /// `forEach`.
        case forEach
        /// `func`.
        case function
        /// `init`.
        case initializer
        /// `subscript`.
        case subscriptDeclaration
        /// `class`.
        case classDeclaration
        /// `struct`, `enum`, `actor`, `protocol` or `extension`.
        case typeDeclaration
        /// `typealias`.
        case typeAlias
        /// `import`.
        case importDeclaration
        /// `case`.
        case caseLabel
        /// `default`.
        case defaultLabel
        /// `self`.
        case selfWord
        /// `await`.
        case awaitWord
        /// `return`.
        case returnWord
        /// `resolve` or `resolveAsync`.
        case resolve
        /// `tryResolve` or `resolveIfRegistered`.
        case recoverableResolve
        /// `register`.
        case register
    }
}
