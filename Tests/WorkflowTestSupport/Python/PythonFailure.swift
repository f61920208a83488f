/// `python3` exited non-zero: its status and standard error, with how to install what the checks need.
///
/// ```swift
/// do { _ = try runPython(script, arguments: []) } catch let failure as PythonFailure { print(failure) }
/// ```
public struct PythonFailure: Error, CustomStringConvertible {
    /// The exit status.
    public var status: Int32
    /// Everything it wrote to standard error.
    public var standardError: String

    /// The status, standard error and a hint: `"\(failure)"`.
    public var description: String {
        "python3 exited with \(status):\n\(standardError)\n"
            + "(these format checks need python3; the .ics check also needs the icalendar package: "
            + "'python3 -m pip install icalendar', which .ci/run does)"
    }
}
