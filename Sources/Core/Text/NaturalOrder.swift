import Foundation

/// Orders text the way people count: runs of digits compare by their value, so `c2` comes before `c10` and
/// `Room 9` before `Room 10`; letters compare case-insensitively, with the exact text as the last tie-break
/// so the order is total and stable.
///
/// ```swift
/// ["c10", "c2", "c1"].sorted(by: NaturalOrder.areInIncreasingOrder)   // ["c1", "c2", "c10"]
/// NaturalOrder.compare("Ada", "ada")                                  // .orderedAscending (exact tie-break)
/// ```
///
/// Linear in the length of the shorter string; digit runs of any length compare without overflow.
public enum NaturalOrder {
    /// `a` before `b` in natural order: the shape `sorted(by:)` takes.
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        compare(a, b) == .orderedAscending
    }

    /// The natural-order comparison of `a` and `b`.
    public static func compare(_ a: String, _ b: String) -> ComparisonResult {
        let left = Array(a.lowercased().unicodeScalars)
        let right = Array(b.lowercased().unicodeScalars)
        var i = 0  // position in left
        var j = 0  // position in right
        while i < left.count, j < right.count {
            if isDigit(left[i]), isDigit(right[j]) {
                let leftRun = digitRun(left, from: i)
                let rightRun = digitRun(right, from: j)
                let order = compareNumbers(left[leftRun], right[rightRun])
                if order != .orderedSame { return order }
                i = leftRun.upperBound
                j = rightRun.upperBound
                continue
            }
            if left[i] != right[j] { return left[i].value < right[j].value ? .orderedAscending : .orderedDescending }
            i += 1
            j += 1
        }
        if i < left.count { return .orderedDescending }
        if j < right.count { return .orderedAscending }
        // Equal but for case or leading zeros: fall back to the exact text, so distinct strings never tie.
        return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> Range<Int> {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        return start..<end
    }

    /// Compares two digit runs by value: without leading zeros the longer is larger, else digit by digit.
    private static func compareNumbers(
        _ a: ArraySlice<Unicode.Scalar>, _ b: ArraySlice<Unicode.Scalar>
    )
        -> ComparisonResult
    {
        let a = a.drop { $0 == "0" }
        let b = b.drop { $0 == "0" }
        if a.count != b.count { return a.count < b.count ? .orderedAscending : .orderedDescending }
        for (x, y) in zip(a, b) where x != y { return x.value < y.value ? .orderedAscending : .orderedDescending }
        return .orderedSame
    }
}
