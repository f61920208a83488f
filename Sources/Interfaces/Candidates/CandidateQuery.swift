/// Which candidates to list, and in what order.
///
/// ```swift
/// let engineers = try candidates.list(CandidateQuery(role: "Engineer", sort: .name))
/// let inInterview = try candidates.list(CandidateQuery(stage: .interview))
/// ```
public struct CandidateQuery: Codable, Hashable, Sendable {
    /// How a listing is ordered.
    public enum Sort: String, CaseIterable, Codable, Hashable, Sendable {
        /// By name, case-insensitively (then by id).
        case name
        /// By the time they were added, oldest first (then by id): the default.
        case added
        /// By pipeline stage (`applied` first, `rejected` last), then by name.
        case stage
    }

    /// Only candidates in this stage, or all when `nil`.
    public var stage: Stage?
    /// Only candidates for this role (compared case-insensitively), or all when `nil`.
    public var role: String?
    /// The order of the result.
    public var sort: Sort

    /// A query; the defaults list everyone in the order they were added.
    public init(stage: Stage? = nil, role: String? = nil, sort: Sort = .added) {
        self.stage = stage
        self.role = role
        self.sort = sort
    }
}
