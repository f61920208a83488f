// Which files the dependency-injection rules judge: those that can see this library's `register`, `resolve` and
// `@Injected`. Other DI libraries spell them the same way, and their code must not be reported.
extension RuleContext {
    /// Whether each file takes part: it imports `Inject`, or imports a module that re-exports it
    /// (`@_exported import Inject` in one of the scanned files' modules, or a module the configuration names), or
    /// belongs to such a module itself.
    ///
    /// A file's module is read from its path the way SwiftPM lays targets out: `Sources/<Target>/…`, and one level
    /// deeper for grouped targets (`Sources/Features/<Target>/…`). Re-exports chain (`@_exported import Core` where
    /// Core re-exports Inject) up to a few levels.
    static func participation(
        _ files: SourceFiles, _ facts: PackageFacts, knownReexporters: [String]
    ) -> [Bool] {
        var reexporters = Set(knownReexporters)
        reexporters.insert("Inject")
        // Imports are module ids: `reexports[id]` says whether the module re-exports Inject, so each file's imports
        // are checked without hashing a name.
        var reexports = facts.moduleNames.map { reexporters.contains($0) }
        // A file's modules are read from its path only when they can matter (a re-export, or a module besides
        // Inject known to re-export it), not kept for every file: a big tree of other code needs none of them.
        for _ in 0..<8 {
            var grew = false
            for index in facts.indices
            where facts.imports(of: index).contains(where: { $0.isExported && reexports[Int($0.module)] }) {
                for module in modules(containing: files[index].relativePath) where reexporters.insert(module).inserted {
                    grew = true
                    if let id = facts.moduleID(ifImported: module) { reexports[Int(id)] = true }
                }
            }
            if !grew { break }
        }
        let modulesMayReexport = reexporters.count > 1
        return facts.indices.map { index in
            facts.imports(of: index).contains { reexports[Int($0.module)] }
                || (modulesMayReexport
                    && modules(containing: files[index].relativePath).contains {
                        $0 != "Inject" && reexporters.contains($0)
                    })
        }
    }

    /// Other dependency-injection libraries whose `@Injected` a file may use: a file importing one is theirs.
    static let otherInjectionLibraries: Set<String> = [
        "Swinject", "SwinjectAutoregistration", "Resolver", "Factory", "FactoryKit", "Needle", "NeedleFoundation",
        "Dependencies", "Cleanse", "DITranquillity", "Weaver", "Dip", "Knit",
    ]

    /// The files that do not take part (`direct`) yet declare `@Injected` or `Injected<T>()` and import no other
    /// dependency-injection library: they can only see `Injected` through a module the scan does not include that
    /// re-exports Inject (`@_exported import Inject` in a package dependency). They are judged, but their
    /// `unregistered` findings are warnings that say how to name that module (see `UnregisteredRule`).
    static func throughUnscannedModule(_ facts: PackageFacts, direct: [Bool]) -> [Bool] {
        facts.indices.map { index in
            guard !direct[index], facts.usesInjectedForms(index) else { return false }
            let modules = facts.imports(of: index).map { facts.moduleName($0.module) }
            return !modules.contains(where: otherInjectionLibraries.contains)
                && modules.contains { !systemModules.contains($0) }
        }
    }

    /// Modules of the platform, which never re-export Inject: a file importing only these cannot see it.
    static let systemModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Darwin", "Glibc", "Musl", "os", "Combine",
        "Observation", "SwiftUI", "UIKit", "AppKit", "CoreData", "SwiftData", "XCTest", "Testing", "Synchronization",
    ]

    /// The module names a file's path suggests: `Sources/Core/X.swift` → Core; `Sources/Features/Events/X.swift` →
    /// Features, Events.
    static func modules(containing relativePath: String) -> [String] {
        // A file of a local package beside the configuration's (`../Interfaces/Sources/Interfaces/X.swift`, linted
        // with the composition root's package) is laid out from its own package's `Sources` or `Tests`.
        if relativePath.hasPrefix("../") {
            let components = relativePath.split(separator: "/")
            guard let layout = components.firstIndex(where: { $0 == "Sources" || $0 == "Tests" }) else { return [] }
            return modules(containing: components[layout...].joined(separator: "/"))
        }
        // Only the first three folders matter, so the path is read as bytes up to its fourth component, never split
        // whole: splitting every path of a big tree (run for every file) was a visible part of a run.
        var path = relativePath
        return path.withUTF8 { bytes in
            var components: [Range<Int>] = []
            var start = 0
            var index = 0
            while index <= bytes.count && components.count < 4 {
                if index == bytes.count || bytes[index] == ASCII.slash {
                    if index > start { components.append(start..<index) }
                    start = index + 1
                }
                index += 1
            }
            // The last component is the file's name unless more follows the fourth.
            var hasMore = false
            while index < bytes.count && !hasMore {
                hasMore = bytes[index] != ASCII.slash
                index += 1
            }
            let folders = hasMore ? components : components.dropLast()
            guard folders.count >= 2 else { return [] }
            let root = UnsafeBufferPointer(rebasing: bytes[folders[0]])
            guard root.elementsEqual("Sources".utf8) || root.elementsEqual("Tests".utf8) else { return [] }
            return folders.dropFirst().prefix(2).map {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
            }
        }
    }
}
