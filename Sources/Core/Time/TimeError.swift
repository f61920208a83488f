import Foundation

/// Every mistake in a date, time or zone the user gave, worded in one place. All are usage errors (exit 64).
enum TimeError: Hashable {
    case malformed(String)
    case impossible(String)
    case malformedOffset(String, in: String)
    case unknownZone(String, in: String, suggestion: String?)
    case unknownEnvironmentZone(String, suggestion: String?)
    case skipped(CivilDateTime, zone: String, before: Int, after: Int)

    static let forms =
        "2026-11-23T10:00 (local time), 2026-11-23T10:00+01:00, 2026-11-23T09:00Z or "
        + "\"2026-11-23 10:00 Europe/Berlin\""

    var appError: AppError {
        switch self {
        case .malformed(let text):
            return .usage("'\(text)' is not a date and time", hint: "write it like \(Self.forms)")
        case .impossible(let text):
            return .usage(
                "'\(text)' is not a real date and time (check the day of the month and the hour)",
                hint: "write it like \(Self.forms)")
        case .malformedOffset(let offset, let text):
            return .usage(
                "'\(offset)' in '\(text)' is not a UTC offset",
                hint: "write an offset as +01:00, -0500 or +09, or a zone name such as Europe/Berlin")
        case .unknownZone(let name, let text, let suggestion):
            return .usage(
                "'\(name)' in '\(text)' is not a time zone name",
                hint: (suggestion.map { "did you mean '\($0)'? " } ?? "")
                    + "zone names are the IANA ones, such as Europe/Berlin, America/New_York or UTC")
        case .unknownEnvironmentZone(let value, let suggestion):
            return .usage(
                "TZ is set to '\(value)', which is not a time zone name",
                hint: (suggestion.map { "did you mean '\($0)'? " } ?? "")
                    + "set TZ to an IANA name such as Europe/Berlin, unset it to use the system's zone, "
                    + "or pass --utc")
        case .skipped(let wall, let zone, let before, let after):
            return .usage(
                "\(wall) does not exist in \(zone): the clocks skip it when the offset changes from "
                    + "\(TimeDisplay.offsetText(before)) to \(TimeDisplay.offsetText(after))",
                hint: "pick a time outside the gap, or say which offset you mean "
                    + "(\(wall.description.replacingOccurrences(of: " ", with: "T"))\(TimeDisplay.offsetText(after)))")
        }
    }

    /// The known zone name closest to `name`, for "did you mean". Only on the error path: it reads the whole
    /// zone list.
    static func closestZone(to name: String) -> String? {
        let known = TimeZone.knownTimeZoneIdentifiers
        if let exact = known.first(where: { $0.lowercased() == name.lowercased() }) { return exact }
        return Suggestion.closest(to: name, among: known)
    }
}
