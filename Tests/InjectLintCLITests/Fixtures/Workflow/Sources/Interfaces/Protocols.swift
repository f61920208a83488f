public protocol CandidateStore: Sendable {}
public protocol Mailer: Sendable {}
public protocol Scheduler: Sendable {}
public protocol Calendar: Sendable {}
public protocol Clock: Sendable {}
