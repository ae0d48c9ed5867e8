import Foundation

extension HTMLDocument {
    /// Whether the page starts with a byte order mark, which libxml2 reads as its encoding.
    static func hasByteOrderMark(_ data: Data) -> Bool {
        data.starts(with: [0xEF, 0xBB, 0xBF]) || data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE])
    }

    /// The charset a page declares in a `<meta charset>` or `<meta http-equiv="Content-Type">` tag
    /// before its `<body>`, or nil.
    static func declaredCharset(in data: Data) -> String? {
        let head = String(decoding: data.prefix(1 << 20), as: UTF8.self).lowercased()
        let end = head.range(of: "<body")?.lowerBound ?? head.endIndex
        var searchFrom = head.startIndex
        while let meta = head.range(of: "<meta", range: searchFrom..<end) {
            let tagEnd = head[meta.upperBound..<end].firstIndex(of: ">") ?? end
            if let charset = charsetValue(in: head[meta.upperBound..<tagEnd]) { return charset }
            searchFrom = tagEnd
        }
        return nil
    }

    /// The value after `charset=` in the text of one tag.
    private static func charsetValue(in tag: Substring) -> String? {
        guard let key = tag.range(of: "charset") else { return nil }
        var rest = tag[key.upperBound...].drop { $0 == " " }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" }
        let value = rest.prefix { !" \"';/>".contains($0) }
        return value.isEmpty ? nil : String(value)
    }
}
