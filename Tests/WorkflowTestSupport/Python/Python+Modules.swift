import Testing

/// Whether optional Python packages are installed, for `.enabled(if:)` on the tests that need them; each is
/// asked once per test process. `.ci/run` installs them, so CI always runs those tests.
///
/// ```swift
/// @Test(.enabled(if: PythonModules.hasICalendar, PythonModules.iCalendarMissing))
/// func invitationParses() throws { … }
/// ```
public enum PythonModules {
    /// Whether `python3 -c 'import icalendar'` works.
    public static let hasICalendar = isInstalled("icalendar")

    /// Why a test needing icalendar was skipped, as the test report shows it.
    public static let iCalendarMissing: Comment =
        "needs the Python package icalendar, which is not installed: python3 -m pip install icalendar (.ci/run does)"

    /// Whether `python3` can import `module`.
    public static func isInstalled(_ module: String) -> Bool {
        (try? runPython("import \(module)", arguments: [])) != nil
    }
}
