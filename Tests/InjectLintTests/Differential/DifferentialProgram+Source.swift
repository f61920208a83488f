// The Swift text of a generated program: protocols, implementations, and one `composeP<index>(_:)` that registers
// every service on the container it is given.
extension DifferentialProgram {
    var source: String {
        var lines = ["import Inject", ""]
        for target in 0..<(services.count + missingCount) { lines.append("protocol \(typeName(target)): Sendable {}") }
        lines += argumentServiceDeclarations
        for (offset, service) in services.enumerated() {
            lines.append("")
            lines += implementation(of: offset, service)
        }
        lines += ["", "func composeP\(index)(_ c: Container) {"]
        for (offset, service) in services.enumerated() {
            let name = service.name.map { ", name: \"\($0)\"" } ?? ""
            let constructed = constructorDependencies(of: offset).map { dependency in
                let type = dependency.isInferred ? "" : "\(typeName(dependency.to)).self"
                let name = dependency.name.map { "name: \"\($0)\"" }
                let arguments = [type].filter { !$0.isEmpty } + (name.map { [$0] } ?? [])
                let call = dependency.isAwaited ? "try await r.resolveAsync" : "r.resolve"
                return "c\(dependency.position): \(call)(\(arguments.joined(separator: ", ")))"
            }
            let registration =
                "    c.register(\(typeName(offset)).self\(name)\(service.scope)) { r\(service.isAsync ? " async throws" : "") in "
                + "\(typeName(offset))Impl(" + constructed.joined(separator: ", ") + ") }"
            lines.append(registration)
            if service.isDuplicated { lines.append(registration) }
        }
        lines += argumentRegistrations
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `P<i>A<k>`, whose factory takes a `String`, and its asker `P<i>Q<k>` (which nothing else needs, so its
    /// analysis stopping at a refused request hides nothing else).
    private var argumentServiceDeclarations: [String] {
        argumentRequests.enumerated().flatMap { k, request -> [String] in
            var lines = ["final class P\(index)A\(k): Sendable { init(id: String) {} }"]
            guard let request else { return lines }
            switch request {
            case .injected:
                lines.append("struct P\(index)Q\(k) { @Injected var a: P\(index)A\(k) }")
            case .matching, .wrongType, .missing:
                lines.append("struct P\(index)Q\(k) { init(a: P\(index)A\(k)) {} }")
            }
            return lines
        }
    }

    private var argumentRegistrations: [String] {
        argumentRequests.enumerated().flatMap { k, request -> [String] in
            var lines = ["    c.register(P\(index)A\(k).self) { (_, id: String) in P\(index)A\(k)(id: id) }"]
            guard let request else { return lines }
            let asker = "    c.register(P\(index)Q\(k).self) {"
            switch request {
            case .injected: lines.append(asker + " P\(index)Q\(k)() }")
            case .matching:
                lines.append(asker + " r in P\(index)Q\(k)(a: r.resolve(P\(index)A\(k).self, argument: \"x\")) }")
            case .wrongType:
                lines.append(asker + " r in P\(index)Q\(k)(a: r.resolve(P\(index)A\(k).self, argument: 1)) }")
            case .missing: lines.append(asker + " r in P\(index)Q\(k)(a: r.resolve(P\(index)A\(k).self)) }")
            }
            return lines
        }
    }

    private func constructorDependencies(
        of service: Int
    ) -> [(position: Int, to: Int, name: String?, isInferred: Bool, isAwaited: Bool)] {
        dependencies.enumerated().compactMap { position, dependency in
            dependency.from == service && dependency.form == .constructor
                ? (position, dependency.to, dependency.name, dependency.isInferred, dependency.isAwaited) : nil
        }
    }

    private func implementation(of offset: Int, _ service: Service) -> [String] {
        let type = typeName(offset)
        let members = dependencies.enumerated().filter { $0.element.from == offset && $0.element.form == .member }
        let constructed = constructorDependencies(of: offset)
        var lines: [String]
        switch service.holder {
        case .wrapper:
            lines = ["struct \(type)Impl: \(type) {"]
            for (position, dependency) in members {
                let name = dependency.name.map { "(name: \"\($0)\")" } ?? ""
                lines.append(
                    "    @Injected\(name) var m\(position): \(typeName(dependency.to))\(dependency.isOptional ? "?" : "")"
                )
            }
        case .constant:
            lines = ["final class \(type)Impl: \(type), Sendable {"]
            for (position, dependency) in members {
                let name = dependency.name.map { "name: \"\($0)\"" } ?? ""
                lines.append("    let m\(position) = Injected<\(typeName(dependency.to))>(\(name))")
            }
        }
        for dependency in constructed {
            lines.append("    let c\(dependency.position): any \(typeName(dependency.to))")
        }
        let parameters = constructed.map { "c\($0.position): any \(typeName($0.to))" }.joined(separator: ", ")
        let assignments = constructed.map { "self.c\($0.position) = c\($0.position)" }.joined(separator: "; ")
        lines.append("    init(\(parameters)) { \(assignments) }")
        lines.append("}")
        return lines
    }
}
