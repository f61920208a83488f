/// Growable token storage on an unsafe buffer.
///
/// Why not `[Token]`: the debug build (what SwiftPM runs inside users' builds through the plugin) does not
/// specialise `Array`'s generic code, and appending millions of tokens through it is several times slower
/// than a store through a pointer. The buffer is owned by one tokenizer run and never shared between threads.
final class SwiftTokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    /// Set by the lexer when it finishes (it appends through `base` itself, for speed).
    var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    subscript(index: Int) -> Token {
        base[index]
    }

    /// Doubles the capacity, keeping the first `count` tokens.
    func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
