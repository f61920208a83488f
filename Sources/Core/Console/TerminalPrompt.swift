import Foundation

/// Asks the person at the terminal a question and reads their answer, for confirmations such as deleting a
/// candidate. When standard input or standard error is not a terminal (a script, a pipe, a test) there is
/// nobody to ask, and ``ask(_:)`` returns `nil` without reading: the caller then wants an explicit `--yes`.
///
/// ```swift
/// guard TerminalPrompt.ask("Delete c3? Type 'yes': ") == "yes" else { throw … }
/// ```
public enum TerminalPrompt {
    /// The answer without its line end, or `nil` when nobody can answer (no terminal).
    ///
    /// End of input at the terminal (Ctrl-D) is an empty answer, not `nil`: somebody was asked and said nothing,
    /// which is a "no", and the caller must not tell them that there was nobody to ask.
    public static func ask(_ question: String) -> String? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1 else { return nil }
        FileHandle.standardError.write(Data(question.utf8))
        return (readLine(strippingNewline: true) ?? "").trimmingCharacters(in: .whitespaces)
    }
}
