/// Which tables and indexes an SQL statement writes, so a plugin's migration can be held to its own.
///
/// A reading of the statement's words, not a parser: it finds the object after `CREATE … TABLE|INDEX|VIEW|TRIGGER`
/// (and the table after an index's or trigger's `ON`), `ALTER TABLE`, `DROP …`, `INSERT|REPLACE … INTO`, `UPDATE`
/// and `DELETE FROM`, skipping string literals and comments. It guards against a plugin's mistake, not its malice:
/// a plugin is native code running in the host's process, trusted as the user who installed it.
///
/// ```swift
/// SchemaOwnership.foreignWrites(in: "ALTER TABLE candidates ADD COLUMN score", owner: "scorecards")
/// // ["candidates"]
/// ```
enum SchemaOwnership {
    /// The prefix every table and index of `feature` starts with (`scorecards_`; `ats-sync` gives `ats_sync_`).
    static func prefix(of feature: String) -> String {
        feature.replacingOccurrences(of: "-", with: "_") + "_"
    }

    /// The names `statement` writes that do not belong to `owner`, in order.
    static func foreignWrites(in statement: String, owner: String) -> [String] {
        let prefix = prefix(of: owner)
        return writtenNames(in: statement).filter { !$0.lowercased().hasPrefix(prefix) || $0.contains(".") }
    }

    /// Every name `statement` writes.
    static func writtenNames(in statement: String) -> [String] {
        let words = SQLWords.split(statement)
        let upper = words.map { $0.uppercased() }
        var names: [String] = []
        var index = 0
        /// The name after `index`, skipping `IF [NOT] EXISTS` and `OR <action>`.
        func name(after start: Int) -> String? {
            var position = start
            while position < words.count,
                [
                    "IF", "NOT", "EXISTS", "OR", "ROLLBACK", "ABORT", "REPLACE", "FAIL",
                    "IGNORE",
                ].contains(upper[position])
            {
                position += 1
            }
            return position < words.count ? words[position] : nil
        }
        while index < words.count {
            switch upper[index] {
            case "TABLE", "INDEX", "VIEW", "TRIGGER":
                let isDefinition =
                    index > 0
                    && ["CREATE", "ALTER", "DROP", "TEMP", "TEMPORARY", "UNIQUE"]
                        .contains(upper[index - 1])
                if isDefinition, let object = name(after: index + 1) { names.append(object) }
                if isDefinition, upper[index] == "INDEX" || upper[index] == "TRIGGER",
                    let on = upper[(index + 1)..<min(index + 12, words.count)].firstIndex(of: "ON"),
                    on + 1 < words.count
                {
                    names.append(words[on + 1])
                }
            case "INTO":
                if let object = name(after: index + 1) { names.append(object) }
            case "UPDATE":
                // Not the `ON UPDATE` of a foreign key.
                if index == 0 || upper[index - 1] != "ON", let object = name(after: index + 1) { names.append(object) }
            case "DELETE":
                if index + 1 < words.count, upper[index + 1] == "FROM", let object = name(after: index + 2) {
                    names.append(object)
                }
            default:
                break
            }
            index += 1
        }
        return names
    }
}

/// The words of an SQL statement: names (`"quoted"` ones unquoted, `a.b` kept whole), keywords and punctuation,
/// without string literals or comments.
enum SQLWords {
    static func split(_ sql: String) -> [String] {
        let bytes = Array(sql.utf8)
        var words: [String] = []
        var index = 0
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "'") { index += 1 }
                index += 1
            } else if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index += 2
            } else if byte == UInt8(ascii: "\""), let end = bytes[(index + 1)...].firstIndex(of: byte) {
                words.append(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                index = end + 1
            } else if isNameByte(byte) {
                let start = index
                while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
                words.append(String(decoding: bytes[start..<index], as: UTF8.self))
            } else {
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ";") { words.append(String(UnicodeScalar(byte))) }
                index += 1
            }
        }
        return words
    }
}
