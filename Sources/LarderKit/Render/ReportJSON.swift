import Foundation

/// `report.json`: every figure of the report for machines, with sorted keys so the bytes are stable.
enum ReportJSON {
    static func encode(_ report: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(report) else {
            preconditionFailure("the report's plain values always encode")
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension CivilDate: Codable {
    /// Decodes `YYYY-MM-DD`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CivilDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not YYYY-MM-DD"))
        }
        self = date
    }

    /// Encodes as `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
