/// Growable token storage on an unsafe buffer.
///
/// Why not `[Token]`: the debug build (what SwiftPM runs inside users' builds through the plugin) does not
/// specialise `Array`'s generic code, and appending millions of tokens through it is several times slower
/// than a store through a pointer. The buffer is owned by one tokenizer run and never shared between threads.
final class TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    subscript(index: Int) -> Token {
        base[index]
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
