/// One line of the results table: a scenario and each library's median time per operation.
///
/// A `nil` figure prints as "n/a" (the library has no equivalent, as for validation outside Inject).
///
/// ```swift
/// ResultRow(scenario: "b. singleton", hand: 3.1, inject: 6.0, swinject: 900, dependencies: 400)
/// ```
struct ResultRow: Sendable {
    /// The scenario's label, starting with its letter from the issue: "a. transient graph …".
    var scenario: String
    /// Hand-written construction or access, the baseline every ratio divides by.
    var hand: Double?
    /// Inject.
    var inject: Double?
    /// Swinject 2.10.0.
    var swinject: Double?
    /// swift-dependencies 1.17.1.
    var dependencies: Double?
    /// How the figures are scaled when printed (all figures are measured in nanoseconds).
    var unit: Unit = .nanoseconds

    /// How a row's figures are printed.
    enum Unit: Sendable {
        /// Nanoseconds per operation.
        case nanoseconds
        /// Milliseconds per operation, for whole-graph operations such as validation.
        case milliseconds
    }

    /// The library columns in print order, each with its figure.
    var libraryFigures: [(library: String, nanoseconds: Double?)] {
        [("Inject", inject), ("Swinject", swinject), ("swift-dependencies", dependencies)]
    }
}
