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
