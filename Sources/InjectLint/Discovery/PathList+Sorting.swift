#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Discovery finds files in no particular order (a level of folders at a time, on all cores); the run must see them in
// one, the order `DiskPath`'s `<` gives, whatever the file system did.
extension PathList {
    /// The paths sorted as `DiskPath`'s `<` sorts them, each once (a file reached through overlapping paths the user
    /// gave, `Sources Sources/app`, would otherwise be linted twice and its diagnostics doubled).
    ///
    /// Paths are compared where they are stored, folder bytes first, without making a `DiskPath` each time.
    func sortedWithoutDuplicates() -> PathList {
        var order = Array(indices)
        let folderIsASCII = folderEnds.indices.map { isASCII(folderBytes[folderRange($0)]) }
        folderBytes.withUnsafeBufferPointer { folders in
            nameBytes.withUnsafeBufferPointer { names in
                let comparison = Comparison(list: self, folders: folders, names: names, folderIsASCII: folderIsASCII)
                order.sort(by: comparison.precedes)
            }
        }
        var sorted = PathList(foldersOf: self, reservingCapacity: count, nameByteCount: nameBytes.count)
        nameBytes.withUnsafeBufferPointer { names in
            for (rank, position) in order.enumerated() {
                let name = UnsafeBufferPointer(rebasing: names[nameRange(of: position)])
                if rank > 0, isSamePath(order[rank - 1], position) { continue }
                sorted.append(folder: entries[position].folder, name: name)
            }
        }
        return sorted
    }

    /// Whether paths `a` and `b` have the same bytes (a folder may be stored under two numbers).
    private func isSamePath(_ a: Int, _ b: Int) -> Bool {
        let folderA = entries[a].folder
        let folderB = entries[b].folder
        guard nameBytes[nameRange(of: a)].elementsEqual(nameBytes[nameRange(of: b)]) else { return false }
        if folderA == folderB { return true }
        guard folderA >= 0, folderB >= 0 else { return false }
        return folderBytes[folderRange(Int(folderA))].elementsEqual(folderBytes[folderRange(Int(folderB))])
    }

    /// The order of two stored paths, `folder/name` each.
    private struct Comparison {
        let list: PathList
        let folders: UnsafeBufferPointer<UInt8>
        let names: UnsafeBufferPointer<UInt8>
        let folderIsASCII: [Bool]

        /// Whether path `a` sorts before path `b`: by bytes when both are ASCII (there it is their text's order), by
        /// `DiskPath`'s `<` otherwise (a `String` orders Unicode text by its normalised form, not its bytes).
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let folderA = list.entries[a].folder
            let folderB = list.entries[b].folder
            let nameA = UnsafeBufferPointer(rebasing: names[list.nameRange(of: a)])
            let nameB = UnsafeBufferPointer(rebasing: names[list.nameRange(of: b)])
            guard folderA >= 0, folderB >= 0, folderIsASCII[Int(folderA)], folderIsASCII[Int(folderB)],
                isASCII(nameA), isASCII(nameB)
            else { return list[a] < list[b] }
            if folderA == folderB { return bytesPrecede(nameA, nameB) }
            let pathA = UnsafeBufferPointer(rebasing: folders[list.folderRange(Int(folderA))])
            let pathB = UnsafeBufferPointer(rebasing: folders[list.folderRange(Int(folderB))])
            let common = Swift.min(pathA.count, pathB.count)
            if common > 0 {
                let order = memcmp(pathA.baseAddress!, pathB.baseAddress!, common)
                if order != 0 { return order < 0 }
            }
            // The same folder stored twice: the names decide.
            if pathA.count == pathB.count { return bytesPrecede(nameA, nameB) }
            // One folder is the other's ancestor: the shorter path goes on with `/` and its name, the longer with the
            // rest of its folder.
            if pathA.count < pathB.count {
                return tailPrecedes(nameA, UnsafeBufferPointer(rebasing: pathB[common...]), nameB)
            }
            // The paths differ (their folders do, and names hold no `/`): not after is before.
            return !tailPrecedes(nameB, UnsafeBufferPointer(rebasing: pathA[common...]), nameA)
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
                    ? folderRest[index]
                    : index == folderRest.count ? ASCII.slash : otherName[index - folderRest.count - 1]
                if left != right { return left < right }
                index += 1
            }
            return leftCount < rightCount
        }

        private func bytesPrecede(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
            let common = Swift.min(a.count, b.count)
            if common > 0 {
                let order = memcmp(a.baseAddress!, b.baseAddress!, common)
                if order != 0 { return order < 0 }
            }
            return a.count < b.count
        }
    }
}

/// Whether every byte is ASCII.
private func isASCII<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    var combined: UInt8 = 0
    for byte in bytes { combined |= byte }
    return combined < 0x80
}
