/// The keys the plugins read rather than the linter (which packages a SwiftPM build lints, which folders an Xcode
/// build lints, which manifest a composition root keeps), and `"manifest"`. inject-lint checks their shape so a
/// typo stops the run with a message, as for every other key; the plugins then read them without checking.
extension ConfigurationLoader {
    /// A non-empty string.
    static func string(_ node: JSONNode, key: String, path: String) throws(ConfigurationError) -> String {
        guard case .string(let text) = node.value, !text.isEmpty else {
            throw .wrongType(
                path: path, key: key, line: node.line, column: node.column,
                expected: "a path such as \"inject-manifest.json\"",
                found: node.kindDescription == "a string" ? "an empty string" : node.kindDescription)
        }
        return text
    }

    /// `"packages": {"include": [identities], "exclude": [identities]}`, `"packageFolders": [paths]`,
    /// `"writesManifest": {"target": name, "path": path}`.
    static func checkPluginKey(_ key: String, _ node: JSONNode, path: String) throws(ConfigurationError) {
        switch key {
        case "packageFolders":
            _ = try paths(node, key: key, path: path)
        case "packages":
            let expected = #"an object such as {"include": ["vendorkit"], "exclude": ["legacy"]}"#
            for (member, value) in try object(
                node, key: key, path: path, expected: expected, allowed: ["include", "exclude"])
            {
                _ = try paths(
                    value, key: "packages.\(member)", path: path,
                    expected: "an array of package identities such as [\"vendorkit\"]")
            }
        case "writesManifest":
            let expected = #"an object such as {"target": "App", "path": "inject-manifest.json"}"#
            let members = try object(node, key: key, path: path, expected: expected, allowed: ["target", "path"])
            for required in ["target", "path"] {
                guard let value = members[required] else {
                    throw .wrongType(
                        path: path, key: key, line: node.line, column: node.column, expected: expected,
                        found: "no \"\(required)\"")
                }
                _ = try string(value, key: "writesManifest.\(required)", path: path)
            }
        default:
            break
        }
    }

    /// An object whose keys are all in `allowed`, each once.
    private static func object(
        _ node: JSONNode, key: String, path: String, expected: String, allowed: Set<String>
    ) throws(ConfigurationError) -> [String: JSONNode] {
        guard case .object(let members) = node.value else {
            throw .wrongType(
                path: path, key: key, line: node.line, column: node.column, expected: expected,
                found: node.kindDescription)
        }
        try rejectDuplicates(members.map(\.key), path: path)
        var result: [String: JSONNode] = [:]
        for (member, value) in members {
            guard allowed.contains(member.text) else {
                throw .wrongType(
                    path: path, key: key, line: member.line, column: member.column, expected: expected,
                    found: "the key \"\(member.text)\"")
            }
            result[member.text] = value
        }
        return result
    }
}
