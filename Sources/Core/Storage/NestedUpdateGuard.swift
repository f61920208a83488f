/// Catches an `update` of a document from inside another `update` of the same document.
///
/// The inner write would be overwritten by the outer one (a lost update), and with the file store's lock it
/// would deadlock the process on itself. Both stores refuse it with a message naming the document instead.
/// The set of documents being updated is task-local, so it follows the current thread or task and never
/// mistakes another thread's update for a nested one.
enum NestedUpdateGuard {
    @TaskLocal static var documentsBeingUpdated: Set<String> = []

    /// Runs `body` with `name` marked as being updated, or throws when it already is.
    static func updating<Result>(
        _ name: String, in storeDescription: String, _ body: () throws -> Result
    ) throws
        -> Result
    {
        guard !documentsBeingUpdated.contains(name) else {
            throw AppError.internalError(
                "the document '\(name)' in \(storeDescription) was updated from inside its own update",
                hint: "this is a bug in the feature: make one update that does the whole change")
        }
        return try $documentsBeingUpdated.withValue(documentsBeingUpdated.union([name])) {
            try body()
        }
    }
}
