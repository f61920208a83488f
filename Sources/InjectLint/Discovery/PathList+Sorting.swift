// Discovery finds files in no particular order (a level of folders at a time, on all cores); the run must see them in
// one, the order `DiskPath`'s `<` gives, whatever the file system did.
extension PathList {
    /// The paths sorted as `DiskPath`'s `<` sorts them, each once (a file reached through overlapping paths the user
    /// gave, `Sources Sources/app`, would otherwise be linted twice and its diagnostics doubled).
    ///
    /// Paths are compared where they are stored, folder bytes first, without making a `DiskPath` each time; where
    /// each name lies and whether a path is ASCII are read once, so a comparison (in a debug build too, which the
    /// build-tool plugin runs) only looks them up and compares bytes with `compareBytes`.
    func sortedWithoutDuplicates() -> PathList {
        // Most folders hold one Swift file or none, and setting up a sort is generic code in a debug build, dear for
        // nothing to sort.
        if count < 2 { return self }
        let keys = sortKeys()
        var order = Array(indices)
        var sorted = PathList(foldersOf: self, reservingCapacity: count, nameByteCount: nameBytes.count)
        keys.withUnsafeBufferPointer { keys in
            folderEnds.withUnsafeBufferPointer { folderEnds in
                folderBytes.withUnsafeBufferPointer { folders in
                    nameBytes.withUnsafeBufferPointer { names in
                        let view = SortView(keys: keys, folderEnds: folderEnds, folders: folders, names: names)
                        order.sort { a, b in view.precedes(a, b) ?? (self[a] < self[b]) }
                        for (rank, position) in order.enumerated() {
                            if rank > 0, view.isSamePath(order[rank - 1], position) { continue }
                            sorted.append(folder: keys[position].folder, name: view.name(position))
                        }
                    }
                }
            }
        }
        return sorted
    }

    /// One path as the comparisons read it: its folder, where its name lies, and whether all its bytes are ASCII.
    fileprivate struct SortKey {
        var folder: Int32
        var nameStart: Int
        var nameEnd: Int
        var isASCII: Bool
    }

    private func sortKeys() -> [SortKey] {
        var folderIsASCII: [Bool] = []
        folderIsASCII.reserveCapacity(folderEnds.count)
        var keys: [SortKey] = []
        keys.reserveCapacity(count)
        folderBytes.withUnsafeBufferPointer { folders in
            for folder in folderEnds.indices {
                folderIsASCII.append(ASCII.isASCII(UnsafeBufferPointer(rebasing: folders[folderRange(folder)])))
            }
        }
        nameBytes.withUnsafeBufferPointer { names in
            for position in indices {
                let range = nameRange(of: position)
                let folder = entries[position].folder
                let name = UnsafeBufferPointer(rebasing: names[range])
                let ascii = folder >= 0 && folderIsASCII[Int(folder)] && ASCII.isASCII(name)
                keys.append(
                    SortKey(folder: folder, nameStart: range.lowerBound, nameEnd: range.upperBound, isASCII: ascii))
            }
        }
        return keys
    }
}

/// The stored paths as the sort compares them (`folder/name` each), through pointers that stay valid while it runs.
private struct SortView {
    let keys: UnsafeBufferPointer<PathList.SortKey>
    let folderEnds: UnsafeBufferPointer<Int32>
    let folders: UnsafeBufferPointer<UInt8>
    let names: UnsafeBufferPointer<UInt8>

    func name(_ position: Int) -> UnsafeBufferPointer<UInt8> {
        bytes(names, keys[position].nameStart, keys[position].nameEnd)
    }

    /// Folder `folder`'s bytes (empty for -1, a path without `/`).
    func folder(_ folder: Int32) -> UnsafeBufferPointer<UInt8> {
        guard folder >= 0 else { return bytes(folders, 0, 0) }
        let start = folder == 0 ? 0 : Int(folderEnds[Int(folder) - 1])
        return bytes(folders, start, Int(folderEnds[Int(folder)]))
    }

    /// Whether paths `a` and `b` have the same bytes (a folder may be stored under two numbers).
    func isSamePath(_ a: Int, _ b: Int) -> Bool {
        let folderA = keys[a].folder
        let folderB = keys[b].folder
        guard compareBytes(name(a), name(b)) == 0, (folderA >= 0) == (folderB >= 0) else { return false }
        return folderA == folderB || compareBytes(folder(folderA), folder(folderB)) == 0
    }

    /// Whether path `a` sorts before path `b` when both are ASCII (by bytes, which is then their text's order); nil
    /// when one is not (a `String` orders Unicode text by its normalised form, not its bytes: the caller asks
    /// `DiskPath`).
    func precedes(_ a: Int, _ b: Int) -> Bool? {
        guard keys[a].isASCII, keys[b].isASCII else { return nil }
        let nameA = name(a)
        let nameB = name(b)
        if keys[a].folder == keys[b].folder { return compareBytes(nameA, nameB) < 0 }
        let folderA = folder(keys[a].folder)
        let folderB = folder(keys[b].folder)
        let common = min(folderA.count, folderB.count)
        let order = compareBytes(bytes(folderA, 0, common), bytes(folderB, 0, common))
        if order != 0 { return order < 0 }
        // The same folder stored twice: the names decide.
        if folderA.count == folderB.count { return compareBytes(nameA, nameB) < 0 }
        // One folder is the other's ancestor: the shorter path goes on with `/` and its name, the longer with the
        // rest of its folder. The paths differ (their folders do, and names hold no `/`): not after is before.
        if folderA.count < folderB.count {
            return tailPrecedes(nameA, bytes(folderB, common, folderB.count), nameB)
        }
        return !tailPrecedes(nameB, bytes(folderA, common, folderA.count), nameA)
    }

    /// Whether `/` + `name` sorts before `folderRest` + `/` + `otherName`.
    private func tailPrecedes(
        _ name: UnsafeBufferPointer<UInt8>, _ folderRest: UnsafeBufferPointer<UInt8>,
        _ otherName: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let leftCount = 1 + name.count
        let rightCount = folderRest.count + 1 + otherName.count
        var index = 0
        while index < leftCount && index < rightCount {
            let left = index == 0 ? ASCII.slash : name[index - 1]
            let right =
                index < folderRest.count
                ? folderRest[index] : index == folderRest.count ? ASCII.slash : otherName[index - folderRest.count - 1]
            if left != right { return left < right }
            index += 1
        }
        return leftCount < rightCount
    }
}

/// `buffer[start..<end]` as a buffer of its own: `UnsafeBufferPointer(rebasing:)` goes through `Slice`, generic code
/// that a debug build runs unspecialised on every comparison of a sort.
private func bytes(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
    guard let base = buffer.baseAddress else { return buffer }
    return UnsafeBufferPointer(start: base + start, count: end - start)
}
