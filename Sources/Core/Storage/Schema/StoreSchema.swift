/// The database's tables, as one ordered list of migrations; `PRAGMA user_version` is how many have run.
///
/// To change the schema, **append** a migration (never edit one that has landed: databases in the field
/// already ran it). Each runs once, in the transaction that finds the database behind, so a database is
/// always at a version some release wrote.
///
/// Conventions: a record's id is its table's `number` (`INTEGER PRIMARY KEY AUTOINCREMENT`, never reused,
/// not even after a delete) with the feature's letter in front (`c7`); times are REAL seconds since 1970
/// (``SQLValue/date(_:)``); `*_key` columns hold the Swift-lowercased text for case-insensitive lookups.
/// Every table that names a candidate cascades its deletion, so removing a person removes their data.
/// Each feature reads and writes its own tables (its `Storage/` folder); the schema lives here because the
/// database has one version.
public enum StoreSchema {
    /// `PRAGMA application_id` of every database this app creates ("WKFL"): how a file that is some other
    /// program's SQLite database is told apart and refused.
    public static let applicationID: Int32 = 0x574B_464C

    /// The version this build writes: the number of migrations.
    public static var version: Int { migrations.count }

    /// Every migration, oldest first; migration `n` (1-based) brings a database to `user_version = n`.
    static let migrations: [String] = [
        // 1: the tables of the candidates, email and events features, and the store's own.
        """
        CREATE TABLE candidates (
            number INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL,
            email TEXT NOT NULL,
            email_key TEXT NOT NULL UNIQUE,
            role TEXT NOT NULL,
            role_key TEXT NOT NULL,
            stage TEXT NOT NULL,
            added_at REAL NOT NULL
        );
        CREATE INDEX candidates_by_stage ON candidates(stage);
        CREATE INDEX candidates_by_role ON candidates(role_key);
        CREATE INDEX candidates_by_added ON candidates(added_at);
        CREATE TABLE stage_changes (
            candidate_number INTEGER NOT NULL REFERENCES candidates(number) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            from_stage TEXT,
            to_stage TEXT NOT NULL,
            at REAL NOT NULL,
            PRIMARY KEY (candidate_number, position)
        ) WITHOUT ROWID;
        CREATE TABLE drafts (
            number INTEGER PRIMARY KEY AUTOINCREMENT,
            candidate_number INTEGER NOT NULL REFERENCES candidates(number) ON DELETE CASCADE,
            template TEXT NOT NULL,
            from_name TEXT,
            from_address TEXT NOT NULL,
            to_name TEXT,
            to_address TEXT NOT NULL,
            subject TEXT NOT NULL,
            body TEXT NOT NULL,
            created_at REAL NOT NULL,
            sent_at REAL
        );
        CREATE INDEX drafts_by_candidate ON drafts(candidate_number);
        CREATE TABLE sent_emails (
            draft_number INTEGER PRIMARY KEY REFERENCES drafts(number) ON DELETE CASCADE,
            candidate_number INTEGER NOT NULL REFERENCES candidates(number) ON DELETE CASCADE,
            template TEXT NOT NULL,
            message_id TEXT NOT NULL,
            to_name TEXT,
            to_address TEXT NOT NULL,
            subject TEXT NOT NULL,
            sent_at REAL NOT NULL,
            location TEXT NOT NULL
        );
        CREATE INDEX sent_emails_by_candidate ON sent_emails(candidate_number, sent_at);
        CREATE INDEX sent_emails_by_time ON sent_emails(sent_at);
        CREATE TABLE events (
            number INTEGER PRIMARY KEY AUTOINCREMENT,
            candidate_number INTEGER NOT NULL REFERENCES candidates(number) ON DELETE CASCADE,
            start REAL NOT NULL,
            end REAL NOT NULL,
            duration_minutes INTEGER NOT NULL,
            location TEXT NOT NULL,
            status TEXT NOT NULL,
            created_at REAL NOT NULL,
            cancelled_at REAL,
            invitation_draft_number INTEGER
        );
        CREATE INDEX events_by_start ON events(start);
        CREATE INDEX events_by_candidate ON events(candidate_number, start);
        CREATE TABLE event_interviewers (
            event_number INTEGER NOT NULL REFERENCES events(number) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            address TEXT NOT NULL,
            address_key TEXT NOT NULL,
            PRIMARY KEY (event_number, position)
        ) WITHOUT ROWID;
        CREATE INDEX event_interviewers_by_address ON event_interviewers(address_key, event_number);
        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE store_info (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        """,
        // 2: invitations that land in a calendar: an event's iCalendar SEQUENCE (raised by each reschedule and
        // the cancellation), and a draft's copies and attachments (JSON arrays; NULL means none).
        """
        ALTER TABLE events ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE drafts ADD COLUMN cc_json TEXT;
        ALTER TABLE drafts ADD COLUMN attachments_json TEXT;
        """,
        // 3: no double-booking, enforced by the database: every minute a scheduled interview holds, for its
        // candidate ('#c7') and each interviewer (the address key), is one row whose key no other interview can
        // take. Filled from the interviews already scheduled (an earlier overlap keeps its first holder).
        """
        CREATE TABLE interview_slots (
            holder TEXT NOT NULL,
            minute INTEGER NOT NULL,
            event_number INTEGER NOT NULL REFERENCES events(number) ON DELETE CASCADE,
            PRIMARY KEY (holder, minute)
        ) WITHOUT ROWID;
        CREATE INDEX interview_slots_by_event ON interview_slots(event_number);
        WITH RECURSIVE held(holder, minute, last, event_number) AS (
            SELECT '#c' || candidate_number, CAST(start / 60 AS INTEGER),
                CAST(("end" - 0.000001) / 60 AS INTEGER), number
            FROM events WHERE status = 'scheduled'
            UNION ALL
            SELECT i.address_key, CAST(e.start / 60 AS INTEGER), CAST((e."end" - 0.000001) / 60 AS INTEGER), e.number
            FROM event_interviewers i JOIN events e ON e.number = i.event_number WHERE e.status = 'scheduled'
            UNION ALL
            SELECT holder, minute + 1, last, event_number FROM held WHERE minute < last
        )
        INSERT INTO interview_slots(holder, minute, event_number)
        SELECT holder, minute, event_number FROM held WHERE TRUE ON CONFLICT DO NOTHING;
        """,
    ]

    /// Sets the per-connection pragmas and brings the schema up to ``version`` (in one transaction).
    static func prepare(_ connection: SQLiteConnection, readOnly: Bool) throws(SQLiteError) {
        connection.setBusyTimeout(milliseconds: 10_000)
        try connection.execute("PRAGMA foreign_keys = ON")
        guard !readOnly else { return }
        // Deleted rows are overwritten with zeros, so erasing a person leaves no copy in free pages.
        try connection.execute("PRAGMA secure_delete = ON")
        // FULL: a commit is on disk before `inject-workflow` says it is done (the WAL is fsynced at every commit). A write
        // command makes five fdatasyncs (strace of `candidates add`), and each one is needed:
        // 1. the WAL's 32-byte header. SQLite deletes the WAL when the last connection closes, so each run's first
        //    commit starts a new one; FULL syncs its header before any frame is written under it.
        // 2. the data directory, once per run. The WAL file is new, and a file whose directory entry is not on
        //    disk can vanish in a power cut, taking the commit with it.
        // 3. the WAL at the commit: the acknowledged write itself.
        // 4. and 5. the checkpoint when the connection closes: the WAL again (nothing new since 3, but SQLite
        //    syncs it before copying frames out), then the database file, before the WAL is deleted. After this,
        //    `workflow.sqlite` alone holds every commit.
        // Turning off that checkpoint (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE) would leave only 2 and 3 (the header is
        // written again only after an automatic checkpoint), but the WAL would then stay between runs. A copy of
        // the database file alone would miss recent commits, and DatabaseHeader's truncation check, which can only
        // judge the file while no WAL frames are pending, would almost never run. SQLite's own syncs cannot be
        // thinned without leaving FULL.
        try connection.execute("PRAGMA synchronous = FULL")
        guard try userVersion(connection) < version else { return }
        try connection.execute("BEGIN IMMEDIATE")
        do {
            // Read again under the write lock: another process may have migrated meanwhile.
            let current = try userVersion(connection)
            for (index, migration) in migrations.enumerated() where index >= current {
                try connection.execute(migration)
            }
            try connection.execute("PRAGMA user_version = \(version); PRAGMA application_id = \(applicationID)")
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    static func userVersion(_ connection: SQLiteConnection) throws(SQLiteError) -> Int {
        try connection.rows("PRAGMA user_version").first?.int(0) ?? 0
    }
}
