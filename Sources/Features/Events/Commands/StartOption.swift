/// The words of `--start`, shared by `schedule` and `reschedule`.
enum StartOption {
    static let help =
        "Start in your time zone (2026-11-23T10:00), or with an offset (…T10:00+01:00, …T09:00Z) "
        + "or a zone (\"2026-11-23 10:00 Europe/Berlin\")"
}
