import Foundation

extension TimeDisplay {
    /// Reads a date and time the way people type them: `2026-11-23T10:00` or `2026-11-23 10:00`, with
    /// optional seconds, then optionally `Z`, an offset (`+01:00`, `-0500`, `+09`) or a zone name
    /// (`Europe/Berlin`, `UTC`). Without either it is local time in ``zone``.
    ///
    /// Daylight-saving changes are handled on purpose: a local time the clocks skip (`02:30` on the
    /// morning they spring forward) is an error naming it; a local time that happens twice (when they fall
    /// back) is its first occurrence, as RFC 5545 reads `DTSTART`, and an explicit offset picks the second.
    ///
    /// ```swift
    /// let berlin = TimeDisplay(zone: TimeZone(identifier: "Europe/Berlin")!)
    /// try berlin.parse("2026-11-23T10:00")              // 09:00 UTC
    /// try berlin.parse("2026-11-23T10:00Z")             // 10:00 UTC
    /// try berlin.parse("2026-11-23 10:00 Asia/Tokyo")   // 01:00 UTC
    /// try berlin.parse("2026-03-29T02:30")              // throws: that time does not exist in Berlin
    /// ```
    public func parse(_ text: String) throws(AppError) -> Date {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let pattern = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt]| +)(\d{2}):(\d{2})(?::(\d{2}))?(.*)$/
        guard let match = trimmed.wholeMatch(of: pattern) else { throw TimeError.malformed(text).appError }
        let wall = CivilDateTime(
            year: Int(match.1)!, month: Int(match.2)!, day: Int(match.3)!, hour: Int(match.4)!,
            minute: Int(match.5)!, second: match.6.flatMap { Int($0) } ?? 0)
        guard wall.isValid else { throw TimeError.impossible(text).appError }
        let suffix = match.7.trimmingCharacters(in: .whitespaces)
        if suffix.isEmpty { return try instant(of: wall, in: zone) }
        if suffix == "Z" || suffix == "z" { return wall.instant(offsetSeconds: 0) }
        if let offset = try Self.offset(suffix, in: text) { return wall.instant(offsetSeconds: offset) }
        guard let named = TimeZone(identifier: suffix) else {
            throw TimeError.unknownZone(suffix, in: text, suggestion: TimeError.closestZone(to: suffix)).appError
        }
        return try instant(of: wall, in: named)
    }

    /// `+01:00`, `+0100` or `+01` as seconds east of UTC; `nil` when `suffix` does not start with a sign.
    private static func offset(_ suffix: String, in text: String) throws(AppError) -> Int? {
        guard let sign = suffix.first, sign == "+" || sign == "-" else { return nil }
        guard let match = suffix.dropFirst().wholeMatch(of: /(\d{2})(?::?(\d{2}))?/),
            let hours = Int(match.1), hours <= 18,
            let minutes = Int(match.2 ?? "00"), minutes < 60
        else { throw TimeError.malformedOffset(suffix, in: text).appError }
        return (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
    }

    /// The instant `wall` names in `zone`: the offsets in force a day either side are the only ones it can
    /// have, and an offset fits when the zone agrees with it at the instant it gives. None fits: the clocks
    /// skip `wall`. Two fit: it happens twice, and the earlier is taken.
    private func instant(of wall: CivilDateTime, in zone: TimeZone) throws(AppError) -> Date {
        let guess = wall.instant(offsetSeconds: 0)
        let offsets = Set([-86_400.0, 0, 86_400].map { zone.secondsFromGMT(for: guess.addingTimeInterval($0)) })
        let fitting = offsets.map { wall.instant(offsetSeconds: $0) }
            .filter { zone.secondsFromGMT(for: $0) == Int(guess.timeIntervalSince($0)) }
        guard let earliest = fitting.min() else {
            let before = zone.secondsFromGMT(for: guess.addingTimeInterval(-86_400))
            let after = zone.secondsFromGMT(for: guess.addingTimeInterval(86_400))
            throw TimeError.skipped(wall, zone: zone.identifier, before: before, after: after).appError
        }
        return earliest
    }
}
