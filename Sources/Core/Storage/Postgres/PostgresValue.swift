import Foundation

#if canImport(CInjectWorkflowPostgres)
    import CInjectWorkflowPostgres

    /// One row of a PostgreSQL result in text form, read the way ``SQLCursor`` reads an SQLite row: numbers are
    /// parsed from their digits in place, text is handed out as the result's own bytes.
    struct PostgresValue {
        let result: OpaquePointer
        let row: Int32

        var columnCount: Int { Int(PQnfields(result)) }

        func isNull(_ index: Int) -> Bool { PQgetisnull(result, row, Int32(index)) == 1 }

        /// The column as an integer: a `REAL` is cut toward zero, `true`/`false` are 1 and 0, NULL and text that is
        /// not a number are 0 (SQLite's conversions).
        func int(_ index: Int) -> Int {
            guard let text = PQgetvalue(result, row, Int32(index)), !isNull(index) else { return 0 }
            switch PQftype(result, Int32(index)) {
            case Self.booleanType: return text.pointee == CChar(UInt8(ascii: "t")) ? 1 : 0
            case Self.doubleType, Self.realType, Self.numericType:
                return Int(exactly: strtod(text, nil).rounded(.towardZero)) ?? 0
            default: return Int(strtoll(text, nil, 10))
            }
        }

        func double(_ index: Int) -> Double {
            guard let text = PQgetvalue(result, row, Int32(index)), !isNull(index) else { return 0 }
            if PQftype(result, Int32(index)) == Self.booleanType { return Double(int(index)) }
            return strtod(text, nil)
        }

        func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
            let column = Int32(index)
            let bytes = UnsafeRawPointer(PQgetvalue(result, row, column))?.assumingMemoryBound(to: UInt8.self)
            return try body(
                UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : Int(PQgetlength(result, row, column))))
        }

        /// The column as the ``SQLValue`` its server type maps to: integers, `REAL`s, text, and `bytea` as a blob.
        func value(_ index: Int) -> SQLValue {
            guard !isNull(index) else { return .null }
            switch PQftype(result, Int32(index)) {
            case Self.bigIntType, Self.integerType, Self.smallIntType, Self.booleanType:
                return .integer(Int64(int(index)))
            case Self.doubleType, Self.realType: return .real(double(index))
            case Self.numericType:
                let text = withUTF8(index) { String(decoding: $0, as: UTF8.self) }
                return Int64(text).map(SQLValue.integer) ?? .real(double(index))
            case Self.byteaType: return .blob(blob(index))
            default: return .text(withUTF8(index) { String(decoding: $0, as: UTF8.self) })
            }
        }

        /// A `bytea` column's bytes, from its `\x…` hex text form.
        private func blob(_ index: Int) -> Data {
            withUTF8(index) { text in
                guard text.count >= 2 else { return Data() }
                var data = Data(capacity: (text.count - 2) / 2)
                var position = 2
                while position + 1 < text.count {
                    data.append(Self.nibble(text[position]) << 4 | Self.nibble(text[position + 1]))
                    position += 2
                }
                return data
            }
        }

        private static func nibble(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "a") ? byte - UInt8(ascii: "a") + 10 : byte - UInt8(ascii: "0")
        }

        // The type OIDs of pg_type that the store's columns and expressions have (stable across releases).
        private static let booleanType: Oid = 16
        private static let byteaType: Oid = 17
        private static let bigIntType: Oid = 20
        private static let smallIntType: Oid = 21
        private static let integerType: Oid = 23
        private static let realType: Oid = 700
        private static let doubleType: Oid = 701
        private static let numericType: Oid = 1700
    }
#else
    /// Without libpq no PostgreSQL result can exist, so an ``SQLCursor`` never holds one: its readers on `Never`
    /// only let the cursor's code read the same on every platform.

    extension Never {
        var columnCount: Int { switch self {} }
        func isNull(_ index: Int) -> Bool { switch self {} }
        func int(_ index: Int) -> Int { switch self {} }
        func double(_ index: Int) -> Double { switch self {} }
        func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
            switch self {}
        }
        func value(_ index: Int) -> SQLValue { switch self {} }
    }
#endif
