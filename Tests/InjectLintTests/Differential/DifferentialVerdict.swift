/// What one tool says about one program, reduced to what both must agree on: the cycles (each as the set of its
/// services), the missing services, the synchronous requests for async services (`Type @ site`), the refused
/// argument requests, and the singletons capturing shorter-lived services. Services are spelled `Type` or
/// `Type#name`.
struct DifferentialVerdict: Equatable, CustomStringConvertible {
    var cycles: Set<Set<String>> = []
    var missing: Set<String> = []
    var requiresAwait: Set<String> = []
    /// Services asked for without the argument their factory takes, or with one of another type: `Type rule`.
    var arguments: Set<String> = []
    /// Singletons that capture a shorter-lived service, each with the service it needs directly on the way (`S via
    /// D`): which shorter-lived service a transient leads to, when it leads to several, is either tool's pick.
    var lifetimes: Set<String> = []
    /// Cycle findings that named a set already seen: each cycle must be reported once.
    var repeatedCycles = 0

    var description: String {
        "cycles: \(cycles.map { $0.sorted().joined(separator: " ") }.sorted()), missing: \(missing.sorted())"
            + (requiresAwait.isEmpty ? "" : ", requires await: \(requiresAwait.sorted())")
            + (arguments.isEmpty ? "" : ", arguments: \(arguments.sorted())")
            + (lifetimes.isEmpty ? "" : ", lifetime: \(lifetimes.sorted())")
            + (repeatedCycles > 0 ? ", \(repeatedCycles) cycle(s) reported twice" : "")
    }

    /// Adds one finding, given by rule id, message and notes, in either tool's wording.
    mutating func add(rule: String, message: String, notes: [String] = []) {
        switch rule {
        case "cycle":
            if !cycles.insert(Set(Self.chain(in: message))).inserted { repeatedCycles += 1 }
        case "unregistered":
            if let service = Self.leadingService(in: Substring(message)) { missing.insert(service.key) }
        case "requires-await":
            // `'Store' is injected into 'Mailer.store' but has an async factory, …`: the service and the site.
            guard let service = Self.leadingService(in: Substring(message)),
                let site = message.range(of: " is "), let end = message.range(of: " but has an async factory")
            else { break }
            requiresAwait.insert(service.key + " @ " + message[site.upperBound..<end.lowerBound])
        case "argument-required", "argument-mismatch":
            if let service = Self.leadingService(in: Substring(message)) { arguments.insert(service.key + " " + rule) }
        case "lifetime":
            // `singleton 'S' captures 'T', which is …`; with hops as notes, the first names what `S` needs directly:
            // `'S' injects 'D' (@Injected m3), which is transient` or `'S' resolves 'D' in its factory, which is …`.
            guard let singleton = message.range(of: "singleton "), let captures = message.range(of: " captures "),
                let owner = Self.leadingService(in: message[singleton.upperBound...])
            else { break }
            var direct = Self.leadingService(in: message[captures.upperBound...])
            if notes.count > 1, let hop = notes[0].range(of: " injects ") ?? notes[0].range(of: " resolves ") {
                direct = Self.leadingService(in: notes[0][hop.upperBound...])
            }
            if let direct { lifetimes.insert(owner.key + " via " + direct.key) }
        default:
            break
        }
    }

    /// The services of `dependency cycle: 'A' → 'B' → 'A'; …` (or the unquoted `A → B → A`), without the repeat.
    static func chain(in message: String) -> [String] {
        var text = Substring(message)
        if let colon = text.range(of: "dependency cycle: ") { text = text[colon.upperBound...] }
        if let end = text.firstIndex(of: ";") { text = text[..<end] }
        if let extra = text.range(of: " ("), !text[extra.lowerBound...].hasPrefix(" (name:") {
            text = text[..<extra.lowerBound]
        }
        let hops = text.components(separatedBy: " → ").compactMap { leadingService(in: Substring($0))?.key }
        return Array(hops.dropLast())
    }

    /// The service a message starts with: `'Store' named "a"`, `Store named "a"`, `'Store (name: "a")'`, `Store (name: "a")`, `Store`.
    static func leadingService(in text: Substring) -> (type: String, name: String?, key: String)? {
        var rest = text
        let quoted = rest.first == "'"
        if quoted { rest = rest.dropFirst() }
        let type = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard !type.isEmpty else { return nil }
        rest = rest.dropFirst(type.count)
        var name: String?
        if rest.hasPrefix(" (name: \"") {
            rest = rest.dropFirst(9)
            name = String(rest.prefix { $0 != "\"" })
        } else if quoted, rest.hasPrefix("' named \"") {
            rest = rest.dropFirst(9)
            name = String(rest.prefix { $0 != "\"" })
        } else if !quoted, rest.hasPrefix(" named \"") {
            rest = rest.dropFirst(8)
            name = String(rest.prefix { $0 != "\"" })
        }
        let bare = String(type.split(separator: ".").last ?? type)
        return (bare, name, bare + (name.map { "#" + $0 } ?? ""))
    }
}
