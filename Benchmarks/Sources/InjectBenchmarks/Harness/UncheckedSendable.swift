/// Lets a value that is not marked `Sendable` cross into the two benchmark threads.
///
/// Used only for Swinject's `synchronize()` resolver: Swinject 2.10 predates `Sendable`, but the resolver
/// returned by `synchronize()` takes a recursive lock around every resolution (Swinject's documented way to
/// resolve from several threads), and nothing registers while the threads run.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
