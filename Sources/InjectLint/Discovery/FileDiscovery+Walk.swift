/// Walking a folder's tree depth first, a folder listed only when the walk enters it, handing its files out a batch
/// at a time in the order a sort of every path would give.
///
/// Each listing sorts its own entries, and a depth-first reading of the sorted listings gives every file in sorted
/// order: a folder's files and subfolders interleave by their paths, a subfolder standing for the paths inside it
/// (its path with a `/` after it). The walk holds only the listings of the folders it is inside, so a run over a tree
/// of any size keeps a few folders' names, not a name per file: listing every folder first (the whole tree's paths
/// held until the scan began) was the peak of a run over 400,000 files.
///
/// ```swift
/// var walk = FileDiscovery.Walk(root: DiskPath("/pkg"), discovery: discovery)
/// let first = try walk.next(upTo: 256)   // the first 256 Swift files, sorted
/// ```
extension FileDiscovery {
    /// One folder's Swift files and subfolders, each sorted.
    struct Listing {
        var files = PathList()
        /// Sorted by `keys`, not by their own paths: `Sources/a` holds paths that sort after `Sources/a.swift`.
        var subdirectories: [DiskPath] = []
        /// Each subfolder's path with a `/` after it: how the paths inside it compare with its siblings.
        var keys: [String] = []

        init() {}

        init(files: PathList, subdirectories: [DiskPath]) {
            self.files = files.sortedWithoutDuplicates()
            let keyed = subdirectories.map { (key: $0.text + "/", path: $0) }.sorted {
                $0.key != $1.key ? $0.key < $1.key : $0.path < $1.path
            }
            self.subdirectories = keyed.map(\.path)
            keys = keyed.map(\.key)
        }
    }

    /// Every Swift file under one folder, depth first in sorted order (see the extension's comment).
    ///
    /// The folders being walked are an explicit stack, not recursion: a hostile tree may be thousands of folders deep.
    struct Walk {
        /// A folder being walked: its listing, and how far into its files and subfolders the walk is.
        private struct Frame {
            var listing: Listing
            var file = 0
            var subdirectory = 0
        }

        private let discovery: FileDiscovery
        private var root: DiskPath?
        private var frames: [Frame] = []

        init(root: DiskPath, discovery: FileDiscovery) {
            self.root = root
            self.discovery = discovery
        }

        /// The next `limit` files (fewer at the end; none once the walk is over), sorted after every file before them.
        mutating func next(upTo limit: Int) throws(DiscoveryError) -> PathList {
            if let root {
                self.root = nil
                frames.append(Frame(listing: try discovery.listing(of: root)))
            }
            var files = PathList()
            while files.count < limit, var frame = frames.popLast() {
                let listing = frame.listing
                // The folder's files that sort before its next subfolder's contents.
                while frame.file < listing.files.count && files.count < limit {
                    if frame.subdirectory < listing.subdirectories.count,
                        !(listing.files[frame.file].text < listing.keys[frame.subdirectory])
                    {
                        break
                    }
                    files.append(frame.file, of: listing.files)
                    frame.file += 1
                }
                if files.count == limit {
                    frames.append(frame)
                    break
                }
                guard frame.subdirectory < listing.subdirectories.count else { continue }
                let child = listing.subdirectories[frame.subdirectory]
                frame.subdirectory += 1
                frames.append(frame)
                frames.append(Frame(listing: try discovery.listing(of: child)))
            }
            return files
        }
    }
}
