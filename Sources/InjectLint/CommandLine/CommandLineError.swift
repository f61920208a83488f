import InjectDiagnostics

/// A mistake on the command line. The run prints the message and the usage line and exits with status 2.
///
/// ```
/// $ inject-lint --reportr json Sources
/// error: unknown option '--reportr'; did you mean '--reporter'? Valid options: --reporter, --config, …
/// ```
public enum CommandLineError: Error, Equatable, Sendable {
    /// An argument starting with `-` that is no option.
    case unknownOption(String, suggestion: String?)
    /// `--reporter` with a name no reporter has.
    case unknownReporter(String, suggestion: String?)
    /// An option that needs a value came last, or before another option.
    case missingValue(option: String, valueName: String)
    /// A flag written as `--flag=value`.
    case unexpectedValue(option: String)
    /// `--define` or `--undecided` with something that is not a compilation condition.
    case invalidCondition(option: String, String)
    /// An option's value that is not valid UTF-8 (its text spells each stray byte `\xFF`).
    case valueNotUTF8(option: String, String)

    /// The message, starting with `error:` so SwiftPM shows it when the plugin fails.
    public var message: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "error: unknown option '\(option)'\(SuggestionPolicy.didYouMean(suggestion)) Valid options: "
                + LintOptions.options.map(\.name).joined(separator: ", ")
        case .unknownReporter(let name, let suggestion):
            "error: unknown reporter '\(name)'\(SuggestionPolicy.didYouMean(suggestion)) Valid reporters: "
                + Reporters.names.joined(separator: ", ")
        case .missingValue(let option, let valueName):
            "error: option '\(option)' needs a value; write '\(option) <\(valueName)>'"
        case .unexpectedValue(let option):
            "error: option '\(option)' takes no value; write '\(option)' alone"
        case .invalidCondition(let option, let value):
            "error: '\(value)' given to \(option) is not a compilation condition; write a flag such as 'DEBUG' or a "
                + "platform condition such as 'os(iOS)' or 'canImport(UIKit)'"
        case .valueNotUTF8(let option, let value):
            "error: the value given to \(option), '\(value)', is not valid UTF-8; give a path that is (a symbolic link "
                + "to the file will do). Only the files and folders to lint may have names that are not UTF-8"
        }
    }
}
