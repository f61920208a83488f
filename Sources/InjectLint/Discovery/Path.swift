/// Lexical path arithmetic on `/`-separated strings: joining, normalising and relativising without touching the
/// disk, so the same file always prints the same way however the user spelled the path.
///
/// ```swift
/// Path.absolute("../Sources/./app", relativeTo: "/pkg/Tests")  // "/pkg/Sources/app"
/// Path.relative("/pkg/Sources/app/main.swift", to: "/pkg")     // "Sources/app/main.swift"
/// Path.isWithin("/pkg/Sources/app", "/pkg/Sources")           // true
/// ```
enum Path {
    /// `path` made absolute against `base` (when relative) and normalised.
    static func absolute(_ path: String, relativeTo base: String) -> String {
        normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// Removes empty and `.` components and resolves `..` lexically; the result has no trailing `/`.
    static func normalize(_ path: String) -> String {
        "/" + components(of: path, keepingLeadingParents: false).joined(separator: "/")
    }

    /// A path relative to some root, in the same canonical form and without a leading `/`:
    /// `./Sources/Features/` → `Sources/Features`. A leading `..` stays (`../Other/x.swift`): a file outside the
    /// root must not look as if it were inside it.
    static func normalizeRelative(_ path: String) -> String {
        // Paths the discovery made are normalised already, and this runs for every linted file: a byte check
        // avoids splitting and joining them again.
        if isNormalizedRelative(path) { return path }
        return components(of: path, keepingLeadingParents: true).joined(separator: "/")
    }

    /// Whether `path` is relative and already normalised: no leading or trailing `/`, no empty, `.` or `..`
    /// component.
    private static func isNormalizedRelative(_ path: String) -> Bool {
        var componentLength = 0
        var componentIsDots = true
        for byte in path.utf8 {
            if byte == ASCII.slash {
                if componentLength == 0 || (componentIsDots && componentLength <= 2) { return false }
                componentLength = 0
                componentIsDots = true
            } else {
                componentLength += 1
                componentIsDots = componentIsDots && byte == ASCII.dot
            }
        }
        return componentLength > 0 && !(componentIsDots && componentLength <= 2)
    }

    /// The components of `path` without empty and `.` ones, each `..` cancelling the component before it. A `..`
    /// with nothing left to cancel is dropped (at the root of an absolute path) or kept (a relative path).
    private static func components(of path: String, keepingLeadingParents: Bool) -> [Substring] {
        var components: [Substring] = []
        // Split as bytes: splitting the `String` walks it by `Character`, and this runs for every linted file.
        for bytes in path.utf8.split(separator: ASCII.slash, omittingEmptySubsequences: true) {
            let component = Substring(bytes)
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if keepingLeadingParents {
                    components.append(component)
                }
            default: components.append(component)
            }
        }
        return components
    }

    /// `directory` and `name` joined by exactly one `/`.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The directory that holds `path` (`/` for `/` itself).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `path` is `ancestor` or inside it (component-wise: `/a/bc` is not within `/a/b`).
    static func isWithin(_ path: String, _ ancestor: String) -> Bool {
        if ancestor == "/" { return true }
        // Byte comparison: paths are compared as the file system does, not with Unicode equivalence. Through
        // pointers, not `starts(with:)`: it is asked for every file, and in a debug build (the plugin's) the generic
        // sequence walk was the dearer part of checking a path.
        var path = path
        var ancestor = ancestor
        return path.withUTF8 { pathBytes in
            ancestor.withUTF8 { ancestorBytes in
                let length = ancestorBytes.count
                guard pathBytes.count > length else { return pathBytes.elementsEqual(ancestorBytes) }
                // `path` is the longer, so it is not empty and has a base address.
                let p = pathBytes.baseAddress!
                if length > 0 {
                    let a = ancestorBytes.baseAddress!
                    var index = 0
                    while index < length {
                        if p[index] != a[index] { return false }
                        index += 1
                    }
                }
                return p[length] == ASCII.slash
            }
        }
    }

    /// `path` relative to `base` (both absolute and normalised), with `..` steps when it lies outside.
    static func relative(_ path: String, to base: String) -> String {
        // Fast path, taken for almost every file: `path` is inside `base`.
        if base != "/", isWithin(path, base) {
            let suffix = path.utf8.dropFirst(base.utf8.count + 1)
            return suffix.isEmpty ? "." : String(Substring(suffix))
        }
        let target = path.split(separator: "/")
        let origin = base.split(separator: "/")
        var shared = 0
        while shared < target.count, shared < origin.count, target[shared] == origin[shared] {
            shared += 1
        }
        let steps = Array(repeating: "..", count: origin.count - shared) + target[shared...].map(String.init)
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }
}
