import Foundation

/// The app's notion of now, injected so tests can fix it.
public protocol Clock: Sendable {
    var now: Date { get }
}

/// The system clock.
public struct SystemClock: Clock {
    public init() {}
    public var now: Date { Date() }
}
