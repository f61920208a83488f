// The dependency-inversion layer: protocols only.
public protocol Mailer: Sendable { func send(_ message: String) }
public protocol Clock: Sendable { var now: Double { get } }
public protocol CandidatesService: Sendable {}
public protocol EventsService: Sendable {}
public protocol Scheduler: Sendable {}
public protocol Calendar: Sendable {}
public protocol Analytics: Sendable {}
public protocol Repository<Item>: Sendable { associatedtype Item }
