/// SARIF 2.1.0, the format GitHub code scanning and most static-analysis dashboards import.
///
/// One run; `tool.driver.rules` lists every rule the linter knows (plus any rule id met in the diagnostics that
/// the context did not list, such as `invalid-source`), each result points at its rule by `ruleId` and
/// `ruleIndex`, and notes become `relatedLocations`. Absolute paths become `file://` URIs; relative paths stay
/// relative (code scanning resolves them against the repository root). Columns are UTF-16 code units, the unit
/// SARIF defines (the run says so in `columnKind`), taken from ``ReportContext/utf16Columns``.
///
/// ```sh
/// inject-lint --reporter sarif --relative-paths Sources > inject-lint.sarif
/// ```
public struct SARIFReporter: Reporter {
    /// `--reporter sarif`.
    public static let name = "sarif"
    /// The line `--help` shows for this format.
    public static let summary = "SARIF 2.1.0, for GitHub code scanning and other dashboards"

    /// The schema the output validates against.
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    private let context: ReportContext

    /// Creates the reporter; `Reporters.named("sarif")!.init(context:)` does the same by name.
    public init(context: ReportContext) {
        self.context = context
    }

    /// The whole output for `diagnostics`: `print(reporter.report(diagnostics), terminator: "")`.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        var rules = context.rules
        for ruleID in diagnostics.map(\.ruleID) where !rules.contains(where: { $0.id == ruleID }) {
            rules.append(ReportContext.Rule(id: ruleID, summary: ruleID))
        }
        let driver: JSONValue = .object([
            ("name", .string(context.toolName)),
            ("version", .string(context.toolVersion)),
            (
                "rules",
                .array(rules.map { .object([("id", .string($0.id)), ("shortDescription", Self.text($0.summary))]) })
            ),
        ])
        let results = diagnostics.map { diagnostic in
            result(for: diagnostic, ruleIndex: rules.firstIndex { $0.id == diagnostic.ruleID }!)
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])), ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.ruleID)),
            ("ruleIndex", .number(ruleIndex)),
            ("level", .string(diagnostic.severity == .error ? "error" : "warning")),
            ("message", Self.text(diagnostic.message)),
        ]
        if let location = diagnostic.location {
            members.append(("locations", .array([.object([("physicalLocation", physicalLocation(location))])])))
        }
        if !diagnostic.notes.isEmpty {
            let related = diagnostic.notes.enumerated().map { index, note in
                JSONValue.object(
                    [("id", .number(index)), ("message", Self.text(note.message))]
                        + (note.location.map { [("physicalLocation", physicalLocation($0))] } ?? []))
            }
            members.append(("relatedLocations", .array(related)))
        }
        return .object(members)
    }

    private static func text(_ text: String) -> JSONValue {
        .object([("text", .string(text))])
    }

    private func physicalLocation(_ location: SourceLocation) -> JSONValue {
        let column = context.utf16Columns[location] ?? location.column
        return .object([
            ("artifactLocation", .object([("uri", .string(Self.uri(for: location.path)))])),
            ("region", .object([("startLine", .number(location.line)), ("startColumn", .number(column))])),
        ])
    }

    /// A URI reference for a path: percent-encodes everything but RFC 3986's unreserved characters and `/`, and
    /// prefixes absolute paths with `file://`.
    static func uri(for path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded.append("%" + (hex.count == 1 ? "0" + hex : hex))
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
