import Foundation

/// Internationalised domain names in the ASCII form mail headers need (RFC 3490's ToASCII with RFC 3492's
/// Punycode): `ada@bücher.example` is written `ada@xn--bcher-kva.example`.
///
/// The mapping step is a simplification of IDNA2008's: labels are NFC-normalised and lowercased. A local part
/// (before the `@`) cannot be encoded this way at all; such addresses are refused when they are entered.
///
/// ```swift
/// IDNA.asciiAddress("ada@bücher.example")   // "ada@xn--bcher-kva.example"
/// IDNA.asciiAddress("josé@example.com")     // nil: the local part is not ASCII
/// ```
enum IDNA {
    /// The address with its domain in ASCII, or `nil` when the local part is not ASCII or a label cannot be
    /// encoded within DNS's 63 bytes.
    static func asciiAddress(_ address: String) -> String? {
        guard let at = address.lastIndex(of: "@") else { return address.allSatisfy(\.isASCII) ? address : nil }
        let local = address[..<at]
        guard local.allSatisfy(\.isASCII) else { return nil }
        let domain = address[address.index(after: at)...]
        guard !domain.allSatisfy(\.isASCII) else { return address }
        var labels: [String] = []
        for label in domain.precomposedStringWithCanonicalMapping.lowercased().split(
            separator: ".", omittingEmptySubsequences: false)
        {
            if label.allSatisfy(\.isASCII) {
                labels.append(String(label))
                continue
            }
            let encoded = "xn--" + Punycode.encode(label.unicodeScalars.map(\.value))
            guard encoded.utf8.count <= 63 else { return nil }
            labels.append(encoded)
        }
        return "\(local)@\(labels.joined(separator: "."))"
    }
}

/// RFC 3492's Bootstring encoder with Punycode's parameters.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700

    /// The Punycode of `codePoints` (without the `xn--` prefix): `encode("bücher")` is `bcher-kva`.
    static func encode(_ codePoints: [UInt32]) -> String {
        var output = String(String.UnicodeScalarView(codePoints.filter { $0 < 0x80 }.compactMap(Unicode.Scalar.init)))
        let basicCount = output.unicodeScalars.count
        var handled = basicCount
        if basicCount > 0 { output.append("-") }
        var n: UInt32 = 0x80
        var delta = 0
        var bias = 72
        while handled < codePoints.count {
            // The smallest code point not yet handled; every earlier insertion point is skipped over in delta.
            let next = codePoints.filter { $0 >= n }.min() ?? n
            delta += Int(next - n) * (handled + 1)
            n = next
            for codePoint in codePoints {
                if codePoint < n { delta += 1 }
                guard codePoint == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapt(delta, count: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    private static func digit(_ value: Int) -> Character {
        Character(Unicode.Scalar(UInt8(value < 26 ? 0x61 + value : 0x30 + value - 26)))
    }

    private static func adapt(_ delta: Int, count: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
