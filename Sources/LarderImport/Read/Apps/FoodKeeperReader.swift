import Foundation
import LarderStore

/// Reads the USDA FSIS FoodKeeper in the two shapes it is published in (docs/IMPORT.md, "USDA FoodKeeper"):
///
/// - the agency's **workbook** (``WorkbookScan``): sheets `Version`, `Category`, `Product`,
///   `CookingTips`, `CookingMethods`, rows as lists of one-key cells. The `Product` sheet is the section;
///   each product gets its category's `Category_Name` and `Subcategory_Name` from the `Category` sheet
///   (found by `Category_ID`) and a `source` naming the workbook's `fileName`. The other sheets hold no
///   storage times and are kept as text, each with the reason.
/// - the **flat** form apps republish: `{"category_data": [...], "product_data": [...]}` with plain
///   objects, times written for display (`"1 - 2 Months"`). `product_data` is the section, each product
///   given a `source` (and its category's names, when it lacks them); `category_data` is kept as text.
///
/// A file that turns out to be neither (no FoodKeeper storage field among the products, or data the shape
/// does not have) is ``NotFoodKeeper``, and ``JSONReader`` reads it as plain JSON. A workbook without a
/// FoodKeeper `Product` sheet is still read sheet by sheet, each sheet a section recognised on its own.
struct FoodKeeperReader {
    /// Thrown when the file is not a FoodKeeper export after all.
    struct NotFoodKeeper: Error {}

    /// Top-level keys that send a document here before any record was handed on.
    static let detectionKeys: Set<String> = ["sheets", "product_data", "category_data"]

    /// What the rows are credited to when the file does not say.
    static let source = "USDA FSIS FoodKeeper"

    /// The file.
    let url: URL
    /// The file as messages name it.
    let path: String

    /// Streams the file's sections and records.
    func read(section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void) throws {
        try withoutActuallyEscaping(section) { section in
            try withoutActuallyEscaping(record) { record in
                var output = SectionOutput(section: section, record: record)
                if try topLevelKeys().contains("sheets") {
                    try readWorkbook(into: &output)
                } else {
                    try readFlat(into: &output)
                }
                if output.declared.isEmpty { throw ImportError.empty(path: path) }
            }
        }
    }

    /// Whether a key is one of the FoodKeeper's storage fields (`DOP_Pantry_Min`, `pantry_tips`,
    /// `freeze_output_display_only`), the evidence that a product list is the FoodKeeper's.
    static func isStorageField(_ key: String) -> Bool {
        let folded = ColumnSpec.normalise(key)
        return ["pantry", "refrigerate", "freeze"].contains(where: folded.contains)
            && ["min", "max", "metric", "tips", "displayonly"].contains(where: folded.hasSuffix)
    }

    /// The keys of the top-level object.
    func topLevelKeys() throws -> Set<String> {
        var keys: Set<String> = []
        try JSONEventReader(url: url, path: path).read { event, cursor in
            if case .key(let key) = event, cursor.depth == 1 { keys.insert(key) }
        }
        return keys
    }
}

/// Declares each section once, with the keys of its first record as headers, and hands records on.
struct SectionOutput {
    let section: (SourceSection) throws -> Void
    let record: (SourceRecord, String) throws -> Void
    /// The sections declared so far.
    var declared: Set<String> = []

    /// Hands on `record` in the section `name`, declaring it first if needed.
    mutating func emit(_ record: SourceRecord, in name: String, envelopeKey: String?, keptAsText: String?) throws {
        if declared.insert(name).inserted {
            try section(
                SourceSection(name: name, headers: record.keys, envelopeKey: envelopeKey, keptAsText: keptAsText))
        }
        try self.record(record, name)
    }
}

extension SourceRecord {
    /// The record with `key` added at the end, unless it has the key already (in any spelling) or the value
    /// is nil.
    func adding(_ key: String, _ value: String?) -> SourceRecord {
        guard let value, !keys.contains(where: { ColumnSpec.normalise($0) == ColumnSpec.normalise(key) }) else {
            return self
        }
        var record = self
        record.keys.append(key)
        record.values.append(.string(value))
        return record
    }

    /// The text of the member `key` (compared folded), or nil.
    func text(of key: String) -> String? {
        let folded = ColumnSpec.normalise(key)
        guard let index = keys.firstIndex(where: { ColumnSpec.normalise($0) == folded }), index < values.count
        else { return nil }
        if case .number(let number) = values[index] { return ValueConverter.idText(ofNumber: number) }
        return values[index].text?.trimmingCharacters(in: .whitespaces)
    }
}

/// A FoodKeeper category: its name and subcategory, by id.
struct FoodKeeperCategory {
    var name: String
    var subcategory: String?
}
