import InjectLint
import Testing

/// Parameterised tests name a rule by its id, not by its whole description.
extension RuleDescription: CustomTestStringConvertible {
    public var testDescription: String { id }
}
