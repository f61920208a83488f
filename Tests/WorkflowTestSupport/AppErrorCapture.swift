import InjectWorkflowCore

/// The `AppError` thrown by `body`, or `nil` when it did not throw one (or threw something else).
///
/// ```swift
/// #expect(appError { try harness.move("c1", to: .hired) }?.exitCode == .failure)
/// ```
public func appError(_ body: () throws -> Void) -> AppError? {
    do {
        try body()
        return nil
    } catch {
        return error as? AppError
    }
}
