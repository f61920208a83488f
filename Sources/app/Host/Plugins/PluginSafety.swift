import Foundation

/// Whether a plugin file may be loaded: as SSH judges a private key, by who could have changed it.
///
/// A plugin runs with the user's rights, so the host loads one only when no one else could have put code in it:
/// the file and every folder from it up to the data directory must be owned by the user (or root) and writable by
/// no group or other, and the file must be a regular file, not a symbolic link. The path is always one the host
/// built inside the data directory's plugins folder, never one from the working directory or the environment.
///
/// ```swift
/// PluginSafety.problem(file: "/home/ada/.local/share/workflow/plugins/scorecards.so",
///                      dataDirectory: "/home/ada/.local/share/workflow")
/// // nil, or "/home/ada/.local/share/workflow/plugins is writable by its group"
/// ```
enum PluginSafety {
    /// Why `file` must not be loaded, or `nil` when it may.
    static func problem(file: String, dataDirectory: String, user: uid_t = geteuid()) -> String? {
        var info = stat()
        guard lstat(file, &info) == 0 else { return "\(file) cannot be examined (\(String(cString: strerror(errno))))" }
        guard info.st_mode & S_IFMT == S_IFREG else { return "\(file) is not a regular file (a link or a folder)" }
        if let problem = problem(of: info, path: file, user: user) { return problem }
        // Every folder up to and including the data directory: a writable one could swap the file out.
        var folder = (file as NSString).deletingLastPathComponent
        while folder.hasPrefix(dataDirectory) {
            guard stat(folder, &info) == 0 else { return "\(folder) cannot be examined" }
            if let problem = problem(of: info, path: folder, user: user) { return problem }
            if folder == dataDirectory { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    private static func problem(of info: stat, path: String, user: uid_t) -> String? {
        if info.st_uid != user, info.st_uid != 0 {
            return "\(path) is owned by another user (uid \(info.st_uid))"
        }
        if info.st_mode & S_IWGRP != 0 { return "\(path) is writable by its group" }
        if info.st_mode & S_IWOTH != 0 { return "\(path) is writable by others" }
        return nil
    }
}
