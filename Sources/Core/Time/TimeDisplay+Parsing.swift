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
        guard let (wall, suffix) = Self.dateAndTime(trimmed) else { throw TimeError.malformed(text).appError }
        guard wall.isValid else { throw TimeError.impossible(text).appError }
        if suffix.isEmpty { return try instant(of: wall, in: zone) }
        if suffix == "Z" || suffix == "z" { return wall.instant(offsetSeconds: 0) }
        if let offset = try Self.offset(suffix, in: text) { return wall.instant(offsetSeconds: offset) }
        guard let named = TimeZone(identifier: suffix) else {
            throw TimeError.unknownZone(suffix, in: text, suggestion: TimeError.closestZone(to: suffix)).appError
        }
        return try instant(of: wall, in: named)
    }

    /// `YYYY-MM-DD` then `T` or spaces then `HH:MM[:SS]`, and whatever follows, trimmed. A hand-written scan
    /// rather than a `Regex`, which needs macOS 13.
    private static func dateAndTime(_ text: String) -> (CivilDateTime, String)? {
        var scanner = DigitScanner(text)
        guard let year = scanner.number(digits: 4), scanner.skip("-"), let month = scanner.number(digits: 2),
            scanner.skip("-"), let day = scanner.number(digits: 2)
        else { return nil }
        guard scanner.skip("T") || scanner.skip("t") || scanner.skipSpaces() else { return nil }
        guard let hour = scanner.number(digits: 2), scanner.skip(":"), let minute = scanner.number(digits: 2)
        else { return nil }
        var second = 0
        if scanner.skip(":") {
            guard let seconds = scanner.number(digits: 2) else { return nil }
            second = seconds
        }
        let wall = CivilDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return (wall, scanner.rest.trimmingCharacters(in: .whitespaces))
    }

    /// `+01:00`, `+0100` or `+01` as seconds east of UTC; `nil` when `suffix` does not start with a sign.
    private static func offset(_ suffix: String, in text: String) throws(AppError) -> Int? {
        guard let sign = suffix.first, sign == "+" || sign == "-" else { return nil }
        var scanner = DigitScanner(String(suffix.dropFirst()))
        let hours = scanner.number(digits: 2)
        _ = scanner.skip(":")
        let minutes = scanner.atEnd ? 0 : scanner.number(digits: 2)
        guard let hours, let minutes, scanner.atEnd, hours <= 18, minutes < 60,
            suffix.count == 3 || suffix.count >= 5
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

/// Reads fixed-width numbers and separators from the front of a string, for ``TimeDisplay/parse(_:)``.
private struct DigitScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var atEnd: Bool { position == bytes.count }

    /// What is left, as text.
    var rest: String { String(decoding: bytes[position...], as: UTF8.self) }

    /// Exactly `digits` ASCII digits as a number, or `nil` (and nothing consumed).
    mutating func number(digits: Int) -> Int? {
        guard position + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[position..<position + digits] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += digits
        return value
    }

    /// Consumes `character` (ASCII) when it is next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// Consumes one or more spaces; false when there is none.
    mutating func skipSpaces() -> Bool {
        let start = position
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        return position > start
    }
}
