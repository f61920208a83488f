/// Reading a manifest back: every key checked, nothing guessed. A file that is missing, unreadable, not JSON, of a
/// newer version or of the wrong shape is a ``ManifestError``, never an empty set of registrations.
extension RegistrationManifest {
    /// Reads the manifest at `path` (absolute).
    static func load(path: String) throws(ManifestError) -> RegistrationManifest {
        let bytes: [UInt8]
        switch FileSystem.kind(atPath: path) {
        case nil: throw .fileNotFound(path: path)
        case .directory: throw .unreadable(path: path, reason: "it is a directory")
        case .file, .other:
            do { bytes = try FileSystem.readBytes(atPath: path) } catch {
                throw .unreadable(path: path, reason: error.reason)
            }
        }
        return try parse(bytes, path: path)
    }

    /// Parses a manifest's bytes; `path` is only used in messages.
    static func parse(_ bytes: [UInt8], path: String) throws(ManifestError) -> RegistrationManifest {
        let document: JSONNode
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(path: path, line: error.line, column: error.column, problem: error.problem)
        }
        // The version is read before the keys are checked: a newer format may have keys this one does not know.
        let top = try members(of: document, path: path, what: "the document", known: nil)
        guard let version = top["version"] else {
            throw .malformed(path: path, line: document.line, column: document.column, problem: "no \"version\" key")
        }
        guard case .number(let number) = version.value, number >= 1, number == number.rounded() else {
            throw .malformed(
                path: path, line: version.line, column: version.column,
                problem: "\"version\" must be a whole number of at least 1, found \(version.kindDescription)")
        }
        guard number <= Double(currentVersion) else { throw .futureVersion(path: path, version: Int(number)) }
        _ = try members(of: document, path: path, what: "the document", known: ["version", "registrations"])
        guard let list = top["registrations"] else {
            throw .malformed(
                path: path, line: document.line, column: document.column, problem: "no \"registrations\" key")
        }
        guard case .array(let elements) = list.value else {
            throw .malformed(
                path: path, line: list.line, column: list.column,
                problem: "\"registrations\" must be an array, found \(list.kindDescription)")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(elements.count)
        for element in elements {
            entries.append(try entry(element, path: path, version: Int(number)))
        }
        return RegistrationManifest(entries: entries)
    }

    private static func entry(_ node: JSONNode, path: String, version: Int) throws(ManifestError) -> Entry {
        var known: Set<String> = ["type", "name", "nameKnownAtRunTime", "scope", "async", "file", "line", "column"]
        if version >= 2 { known.formUnion(["argument", "argumentType"]) }
        let fields = try members(of: node, path: path, what: "a registration", known: known)
        func string(_ key: String, required: Bool) throws(ManifestError) -> String? {
            guard let value = fields[key] else {
                guard !required else {
                    throw .malformed(
                        path: path, line: node.line, column: node.column, problem: "a registration has no \"\(key)\"")
                }
                return nil
            }
            guard case .string(let text) = value.value, !text.isEmpty else {
                throw .malformed(
                    path: path, line: value.line, column: value.column,
                    problem: "\"\(key)\" must be a non-empty string, found \(value.kindDescription)")
            }
            return text
        }
        func number(_ key: String) throws(ManifestError) -> Int {
            guard let value = fields[key], case .number(let number) = value.value, number >= 1,
                number == number.rounded(), number < 1e9
            else {
                let at = fields[key] ?? node
                throw .malformed(
                    path: path, line: at.line, column: at.column,
                    problem: "\"\(key)\" must be a whole number of at least 1"
                        + (fields[key] == nil ? ", and is missing" : ", found \(at.kindDescription)"))
            }
            return Int(number)
        }
        var name = Name.none
        if let literal = try string("name", required: false) { name = .literal(literal) }
        if let any = fields["nameKnownAtRunTime"] {
            guard case .bool(true) = any.value, case .none = name else {
                throw .malformed(
                    path: path, line: any.line, column: any.column,
                    problem: "\"nameKnownAtRunTime\" must be true, and only in a registration without \"name\"")
            }
            name = .anyName
        }
        func flag(_ key: String) throws(ManifestError) -> Bool {
            guard let value = fields[key] else { return false }
            guard case .bool(let flag) = value.value else {
                throw .malformed(
                    path: path, line: value.line, column: value.column,
                    problem: "\"\(key)\" must be true or false, found \(value.kindDescription)")
            }
            return flag
        }
        let takesArgument = try flag("argument")
        let argumentType = try string("argumentType", required: false)
        if argumentType != nil && !takesArgument, let at = fields["argumentType"] {
            throw .malformed(
                path: path, line: at.line, column: at.column,
                problem: "\"argumentType\" is only for a registration with \"argument\": true")
        }
        return Entry(
            type: try string("type", required: true)!, name: name, scope: try string("scope", required: false),
            isAsync: try flag("async"), takesArgument: takesArgument, argumentType: argumentType,
            file: try string("file", required: true)!, line: try number("line"), column: try number("column"))
    }

    /// An object's members by key; unknown keys are refused (a typo would otherwise drop a registration's name).
    private static func members(
        of node: JSONNode, path: String, what: String, known: Set<String>?
    ) throws(ManifestError) -> [String: JSONNode] {
        guard case .object(let members) = node.value else {
            throw .malformed(
                path: path, line: node.line, column: node.column,
                problem: "\(what) must be a JSON object, found \(node.kindDescription)")
        }
        var result: [String: JSONNode] = [:]
        for (key, value) in members {
            if let known, !known.contains(key.text) {
                throw .malformed(
                    path: path, line: key.line, column: key.column,
                    problem:
                        "unknown key \"\(key.text)\" in \(what); valid keys: \(known.sorted().joined(separator: ", "))")
            }
            guard result.updateValue(value, forKey: key.text) == nil else {
                throw .malformed(
                    path: path, line: key.line, column: key.column, problem: "the key \"\(key.text)\" appears twice")
            }
        }
        return result
    }
}
