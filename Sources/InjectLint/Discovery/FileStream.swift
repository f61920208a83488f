/// The files of a run, in the order they are printed, handed to the scanner a batch at a time.
///
/// One folder given (the usual case, and the build-tool plugin's) is walked as the batches are asked for, so no list
/// of every file is ever held (see `FileDiscovery.Walk`); several paths are listed whole first, because files reached
/// through two of them must be sorted together and linted once.
///
/// ```swift
/// var stream = try FileDiscovery(configuration: configuration).files(under: [DiskPath("/pkg")])
/// while case let batch = try stream.next(upTo: 256), !batch.isEmpty { … }
/// ```
struct FileStream {
    /// The walk handing out the files, when one folder was given.
    private var walk: FileDiscovery.Walk?
    /// The files listed whole, when several paths were given, and the next one to hand out.
    private var listed = PathList()
    private var nextListed = 0

    /// The files of `paths`, in their order.
    init(_ paths: PathList) {
        listed = paths
    }

    /// The files `walk` finds, walked as they are asked for.
    init(walking walk: FileDiscovery.Walk) {
        self.walk = walk
    }

    /// The next `limit` files (fewer at the end; none once every file was handed out).
    mutating func next(upTo limit: Int) throws(DiscoveryError) -> PathList {
        if walk != nil { return try walk!.next(upTo: limit) }
        let end = min(listed.count, nextListed + limit)
        var files = PathList()
        for position in nextListed..<end { files.append(position, of: listed) }
        nextListed = end
        return files
    }

    /// Every file left, in one list.
    mutating func rest() throws(DiscoveryError) -> PathList {
        var files = PathList()
        while case let batch = try next(upTo: 4096), !batch.isEmpty { files.append(contentsOf: batch) }
        return files
    }
}
