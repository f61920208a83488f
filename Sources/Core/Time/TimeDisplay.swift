import Foundation

/// The one time zone a run of the app shows and reads times in: the user's (`TZ`, else the system's), or
/// UTC with `--utc`. Every time shown carries its offset, so a reader never has to guess the zone.
///
/// The host registers it in the container; features resolve it to print times and to read `--start`:
///
/// ```swift
/// let display = TimeDisplay(zone: TimeZone(identifier: "Europe/Berlin")!)
/// display.text(start)                              // "2026-11-23 11:00 +01:00"
/// try display.parse("2026-11-23T11:00")            // the same instant: local time
/// try display.parse("2026-11-23 10:00 UTC")        // and again: a zone name wins
/// TimeDisplay.utc.text(start)                      // "2026-11-23 10:00 UTC"
/// ```
public struct TimeDisplay: Hashable, Sendable {
    /// The environment variable naming the user's zone (`TZ=Europe/Berlin`).
    public static let zoneVariable = "TZ"
    /// Times in UTC, as `--utc` asks.
    public static let utc = TimeDisplay(zone: TimeZone(identifier: "UTC")!)

    /// The zone times are shown and read in.
    public let zone: TimeZone
    /// Whether the zone is UTC all year, so times are labelled `UTC` rather than `+00:00`. Worked out once
    /// here, not for every time shown: it asks the zone database, and a listing shows 100,000 times.
    public let isUTC: Bool

    /// Times in `zone`: `TimeDisplay(zone: TimeZone(identifier: "America/New_York")!)`.
    public init(zone: TimeZone) {
        self.zone = zone
        isUTC =
            zone.secondsFromGMT() == 0 && zone.nextDaylightSavingTimeTransition == nil
            && ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "UCT", "Etc/UCT", "Universal", "Etc/Universal", "Zulu"]
                .contains(zone.identifier)
    }

    /// The display a run uses: UTC when `utc` is set, else `TZ` from `environment` (`Europe/Berlin`, with or
    /// without a leading `:`; empty means UTC, as POSIX says), else the system's zone.
    ///
    /// ```swift
    /// try TimeDisplay.resolve(environment: ["TZ": "Asia/Tokyo"], utc: false).zone.identifier   // "Asia/Tokyo"
    /// ```
    public static func resolve(environment: [String: String], utc: Bool) throws(AppError) -> TimeDisplay {
        if utc { return .utc }
        guard let value = environment[zoneVariable] else { return TimeDisplay(zone: .current) }
        var name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        for folder in ["/usr/share/zoneinfo/", "/usr/lib/zoneinfo/", "/var/db/timezone/zoneinfo/"]
        where name.hasPrefix(folder) {
            name = String(name.dropFirst(folder.count))
        }
        if name.isEmpty { return .utc }
        guard let zone = TimeZone(identifier: name) else {
            throw TimeError.unknownEnvironmentZone(value, suggestion: TimeError.closestZone(to: name)).appError
        }
        return TimeDisplay(zone: zone)
    }

    /// Seconds east of UTC in this zone at `date`.
    public func offsetSeconds(at date: Date) -> Int {
        isUTC ? 0 : zone.secondsFromGMT(for: date)
    }

    /// The wall-clock reading of `date` in this zone.
    public func civil(_ date: Date) -> CivilDateTime {
        CivilDateTime(date, offsetSeconds: offsetSeconds(at: date))
    }

    /// `2026-11-23 11:00 +01:00`, or `2026-11-23 10:00 UTC` in UTC: what tables and messages show.
    public func text(_ date: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendText(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``text(_:)``'s UTF-8 bytes to `bytes`: how a listing writes 100,000 times without a `String`
    /// for each.
    public func appendText(_ date: Date, to bytes: inout [UInt8]) {
        // One zone lookup per time, for the reading and the label alike.
        let offset = offsetSeconds(at: date)
        CivilDateTime(date, offsetSeconds: offset).appendDescription(to: &bytes)
        if isUTC {
            bytes.append(contentsOf: Self.utcLabel)
        } else {
            bytes.append(ASCII.space)
            Self.appendOffset(offset, to: &bytes)
        }
    }

    /// `Monday 23 November 2026, 11:00–12:00 (UTC+01:00, Europe/Berlin)`: a span in words, for people
    /// reading an email; when it crosses midnight the end says its day too.
    public func sentence(from start: Date, to end: Date) -> String {
        let first = civil(start)
        let last = civil(end)
        let sameDay = (first.year, first.month, first.day) == (last.year, last.month, last.day)
        let endText = sameDay ? clock(last) : "\(day(last)), \(clock(last))"
        let zoneText =
            isUTC ? "UTC" : "UTC\(Self.offsetText(offsetSeconds(at: start))), \(zone.identifier)"
        return "\(day(first)), \(clock(first))–\(endText) (\(zoneText))"
    }

    /// `+01:00`, `-05:00`, `+05:45`.
    public static func offsetText(_ seconds: Int) -> String {
        var bytes: [UInt8] = []
        appendOffset(seconds, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What follows a time in UTC.
    private static let utcLabel = Array(" UTC".utf8)

    private static func appendOffset(_ seconds: Int, to bytes: inout [UInt8]) {
        let minutes = abs(seconds) / 60
        let hours = minutes / 60  // at most 26 in any zone
        bytes.append(seconds < 0 ? ASCII.hyphen : UInt8(ascii: "+"))
        bytes.append(ASCII.zero + UInt8(truncatingIfNeeded: hours / 10))
        bytes.append(ASCII.zero + UInt8(truncatingIfNeeded: hours % 10))
        bytes.append(ASCII.colon)
        bytes.append(ASCII.zero + UInt8(truncatingIfNeeded: minutes % 60 / 10))
        bytes.append(ASCII.zero + UInt8(truncatingIfNeeded: minutes % 10))
    }

    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    private func day(_ wall: CivilDateTime) -> String {
        "\(Self.weekdays[wall.weekday]) \(wall.day) \(Self.months[wall.month - 1]) \(wall.year)"
    }

    private func clock(_ wall: CivilDateTime) -> String {
        "\(CivilDateTime.pad(wall.hour)):\(CivilDateTime.pad(wall.minute))"
    }
}
