import CInjectLintLexer

/// The tokens of one tokenizer run, and the scan stops among them, on storage the C tokenizer fills and grows (see
/// `Lexer.run()`).
///
/// Why not `[Token]`: the debug build (what SwiftPM runs inside users' builds through the plugin) does not
/// specialise `Array`'s generic code, and the scanner reads every token through `base`. The storage is
/// `injectlint_token`s in C and `Token`s here, the same bytes (`TokenLayoutTests` holds the two layouts
/// together). The buffer is owned by one tokenizer run and never shared between threads.
final class TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private(set) var capacity: Int
    /// The tokens the scanner acts on (see `ScanStop`), listed by a run that keeps no trivia; nil when there are none.
    private(set) var stops: UnsafeMutablePointer<ScanStop>?
    private(set) var stopCount = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        guard let storage = injectlint_tokens_allocate(self.capacity) else {
            preconditionFailure("inject-lint ran out of memory allocating \(self.capacity) tokens")
        }
        base = storage.bindMemory(to: Token.self, capacity: self.capacity)
    }

    deinit {
        injectlint_free(base)
        injectlint_free(stops)
    }

    subscript(index: Int) -> Token {
        base[index]
    }

    /// Takes the storage back from a run, which may have moved it to grow it, and its first `count` tokens.
    func adopt(_ storage: UnsafeMutableRawPointer?, capacity: Int, count: Int) {
        guard let storage else { return }
        base = storage.bindMemory(to: Token.self, capacity: capacity)
        self.capacity = capacity
        self.count = count
    }

    /// Takes ownership of the scan stops a run listed (`injectlint_scan_stop`s, the same bytes as `ScanStop`s).
    func adoptStops(_ storage: UnsafeMutablePointer<injectlint_scan_stop>?, count: Int) {
        injectlint_free(stops)
        stops = storage.map { UnsafeMutableRawPointer($0).bindMemory(to: ScanStop.self, capacity: max(count, 1)) }
        stopCount = count
    }
}
