extension CodeLocation {
    /// The `path:line:column` that reports print: in a debug build, the file as an editor opens it (``filePath``,
    /// relative to the current directory when it lies inside it, so `swift run` and `swift test` from the package
    /// root print `Sources/App/Wiring.swift:12:5`), else the `#fileID` form (`App/Wiring.swift:12:5`), which is
    /// all a release build should reveal of the machine that built it.
    ///
    /// The path is used only when it names the same file as `fileID` (a location passed by hand with its own
    /// `fileID` keeps the caller's `#filePath` default, which names another file).
    var clickable: String {
        clickableLocation.description
    }

    /// The location with ``clickable``'s path, for printing through the shared `Diagnostic`.
    var clickableLocation: CodeLocation {
        #if DEBUG
            if let path = filePath, Self.fileName(path) == Self.fileName(fileID) {
                return CodeLocation(path: Self.relativeToCurrentDirectory(path), line: line, column: column)
            }
        #endif
        return CodeLocation(path: fileID, line: line, column: column)
    }

    private static func fileName(_ path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }

    private static func relativeToCurrentDirectory(_ path: String) -> String {
        guard let directory = Platform.currentDirectory, path.hasPrefix(directory + "/") else { return path }
        return String(path.dropFirst(directory.count + 1))
    }
}
