/// The cell an `@Injected` property resolved to, and whether its storage owns it.
///
/// A property of a built singleton borrows the singleton's own cell (the registration keeps it alive, and the
/// property's storage keeps the container, which keeps every registration it had); any other property owns a cell
/// of its own. Both fit in the storage's one atomic word: cells are objects, so the lowest bit of their address
/// is free to say "borrowed", and the word is published with a single compare-and-swap.
struct ResolvedCell {
    /// The word's lowest bit: set for a borrowed cell.
    private static let borrowedTag: UInt = 1

    let cell: Unmanaged<ErasedValue>
    let isBorrowed: Bool

    /// A cell the storage owns (one retain, given back by ``releaseIfOwned()``).
    init(owning cell: Unmanaged<ErasedValue>) {
        self.cell = cell
        isBorrowed = false
    }

    /// A built singleton's cell, which the storage only borrows.
    init(borrowing cell: Unmanaged<ErasedValue>) {
        self.cell = cell
        isBorrowed = true
    }

    /// The cell a storage word holds, or nil for 0 (nothing resolved yet).
    @inline(__always)
    init?(word: UInt) {
        guard let cell = AtomicWord.reference(from: word & ~Self.borrowedTag) as Unmanaged<ErasedValue>? else {
            return nil
        }
        self.cell = cell
        isBorrowed = word & Self.borrowedTag != 0
    }

    /// The storage word for this cell.
    var word: UInt {
        AtomicWord.word(of: cell) | (isBorrowed ? Self.borrowedTag : 0)
    }

    /// Gives back the storage's reference to an owned cell; a borrowed one is left to its registration.
    func releaseIfOwned() {
        if !isBorrowed { cell.release() }
    }
}
