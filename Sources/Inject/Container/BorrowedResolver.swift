/// A container as an `any Resolver` existential built once, so every factory call can borrow it.
///
/// Why: a factory takes `any Resolver`. Converting the container to an existential at each call retains the
/// container before the call and releases it after: two atomic read-modify-writes per level of a transient
/// graph, about a fifth of the whole resolution. A factory parameter is borrowed (`@in_guaranteed`), so passing
/// the address of an existential that already exists costs nothing.
///
/// Why the cell does not count its reference: it points back at its own container, so a counted reference
/// would be a cycle that nothing breaks. ``bind(to:)`` gives the reference back as soon as it is stored, and
/// ``free()`` deallocates the cell without destroying its contents. That is safe because the cell is read only
/// through its container (`Container.borrowed`), so only while the container is alive; a factory
/// gets the existential borrowed for the call, and any copy it keeps (a stored `any Resolver`) is an ordinary
/// copy that retains the container, exactly as if the container had been passed directly.
struct BorrowedResolver: @unchecked Sendable {
    // Safe to share: the cell is written once, by `bind(to:)` inside `Container.init` before the container can
    // be shared, and only read afterwards.
    private let cell = UnsafeMutablePointer<any Resolver>.allocate(capacity: 1)

    /// Stores `container` in the cell without keeping it alive. Call once, from the container's `init`.
    func bind(to container: Container) {
        cell.initialize(to: container)  // the existential retains the container here...
        Unmanaged.passUnretained(container).release()  // ...and gives the reference back: no cycle.
    }

    /// Frees the cell without releasing the uncounted reference inside it. Call once, from `deinit`.
    func free() {
        cell.deallocate()
    }

    /// Calls `factory` with the container as its `any Resolver`, passing the existential in place.
    @inline(__always)
    func call<Service>(_ factory: @Sendable (any Resolver) -> Service) -> Service {
        Self.invoke(factory, with: &cell.pointee)
    }

    /// Why `inout`: it is the one way to hand a value in memory to a call by address. A plain read of
    /// `cell.pointee` (also through `unsafeAddress` or `_read`) is copied into a temporary first, which retains
    /// the container and releases it after: what this type exists to avoid. Nothing writes through it.
    @inline(__always)
    private static func invoke<Service>(
        _ factory: @Sendable (any Resolver) -> Service, with resolver: inout any Resolver
    ) -> Service {
        factory(resolver)
    }
}
