/// Where a candidate is in the hiring pipeline.
///
/// The pipeline runs `applied → screening → interview → offer → hired`; any open stage may also go to
/// `rejected`. `hired` and `rejected` are final. ``nextStages`` is the single source of truth for legal moves.
///
/// ```swift
/// Stage.applied.nextStages          // [.screening, .rejected]
/// Stage.offer.canMove(to: .hired)   // true
/// Stage.hired.isOpen                // false
/// ```
public enum Stage: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    /// Just added: the application is in.
    case applied
    /// A first conversation or a review of the application.
    case screening
    /// Interviews are under way.
    case interview
    /// An offer was made.
    case offer
    /// The offer was accepted. Final.
    case hired
    /// The process ended without a hire. Final.
    case rejected

    /// The stages a candidate in this stage may move to, the forward step first.
    ///
    /// ```swift
    /// Stage.interview.nextStages   // [.offer, .rejected]
    /// ```
    public var nextStages: [Stage] {
        switch self {
        case .applied: [.screening, .rejected]
        case .screening: [.interview, .rejected]
        case .interview: [.offer, .rejected]
        case .offer: [.hired, .rejected]
        case .hired, .rejected: []
        }
    }

    /// Whether `stage` is a legal next stage from this one.
    ///
    /// ```swift
    /// Stage.applied.canMove(to: .offer)   // false: screening and interview come first
    /// ```
    public func canMove(to stage: Stage) -> Bool {
        nextStages.contains(stage)
    }

    /// Whether the candidate is still in the process (every stage but `hired` and `rejected`).
    ///
    /// ```swift
    /// Stage.screening.isOpen   // true
    /// ```
    public var isOpen: Bool {
        !nextStages.isEmpty
    }

    /// Pipeline order: the declaration order, with `rejected` last.
    ///
    /// ```swift
    /// [Stage.offer, .applied].sorted()   // [.applied, .offer]
    /// ```
    public static func < (lhs: Stage, rhs: Stage) -> Bool {
        let order = Stage.allCases
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
