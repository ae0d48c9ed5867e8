// The two shapes FoodKeeperReader reads: the agency's workbook and the flat form apps republish.
import Foundation
import LarderStore
import LarderValues

extension FoodKeeperReader {
    /// Why each sheet of the workbook other than `Product` is kept as text.
    static func keptSheetReason(_ name: String) -> String {
        switch name.lowercased() {
        case "version": return "the FoodKeeper workbook's version history, which no table of larder's holds"
        case "category":
            return "the FoodKeeper workbook's categories, whose names each product carries as Category_Name and"
                + " Subcategory_Name"
        default:
            return
                "a sheet of the FoodKeeper workbook with no storage times (\(name)), which no table of larder's holds"
        }
    }

    /// Reads the workbook twice, both times streaming: first for its categories and to check its shape,
    /// then for the rows.
    func readWorkbook(into output: inout SectionOutput) throws {
        let scan = WorkbookScan(url: url, path: path)
        var categories: [String: FoodKeeperCategory] = [:]
        var productSheets: Set<Int> = []
        let summary = try scan.forEachRow { row in
            let record = Self.record(of: row)
            if row.sheetName?.lowercased() == "category", let id = record.text(of: "ID"),
                let name = record.text(of: "Category_Name")
            {
                categories[id] = FoodKeeperCategory(name: name, subcategory: record.text(of: "Subcategory_Name"))
            }
            if row.sheetName?.lowercased() == "product", record.keys.contains(where: Self.isStorageField) {
                productSheets.insert(row.sheet)
            }
        }
        guard !summary.otherData, summary.rows > 0 else { throw NotFoodKeeper() }
        let source = Self.source + (summary.fileName.map { " (\($0))" } ?? "")
        try scan.forEachRow { row in
            let name = row.sheetName ?? "sheet \(row.sheet + 1)"
            let record = Self.record(of: row)
            guard !productSheets.isEmpty else {
                return try output.emit(record, in: name, envelopeKey: name, keptAsText: nil)
            }
            guard productSheets.contains(row.sheet) else {
                return try output.emit(record, in: name, envelopeKey: nil, keptAsText: Self.keptSheetReason(name))
            }
            let category = record.text(of: "Category_ID").flatMap { categories[$0] }
            let product = record.adding("Category_Name", category?.name)
                .adding("Subcategory_Name", category?.subcategory).adding("source", source)
            try output.emit(product, in: name, envelopeKey: name, keptAsText: nil)
        }
    }

    /// A workbook row as a record: its cells as members, or a row of another form as one `value`.
    static func record(of row: WorkbookScan.Row) -> SourceRecord {
        if let members = WorkbookScan.members(of: row.value) {
            return SourceRecord(
                location: .jsonPath(row.location), keys: members.map(\.key), values: members.map(\.value.sourceValue))
        }
        let target = JSONRecordTarget(section: row.sheetName ?? "sheet")
        return JSONRecordFactory.records(from: row.value, target: target, location: row.location)[0].record
    }

    /// Reads the flat form: the categories first, then every top-level list, one element at a time.
    func readFlat(into output: inout SectionOutput) throws {
        let elements = JSONTopLevelElements(url: url, path: path)
        var categories: [String: FoodKeeperCategory] = [:]
        var isFoodKeeper = false
        let keys = try elements.forEach(under: ["category_data", "product_data"]) { key, value, _ in
            if key == "product_data", let members = value.members {
                isFoodKeeper = isFoodKeeper || members.contains { Self.isStorageField($0.key) }
            }
            guard key == "category_data", let members = value.members else { return }
            func member(_ names: String...) -> JSONValue? {
                members.first { names.contains(ColumnSpec.normalise($0.key)) }?.value
            }
            guard let name = member("categoryname").flatMap({ Self.strings($0).first }) else { return }
            let ids = Self.strings(member("categoryids", "categoryid", "id"))
            let subcategories = Self.strings(member("subcategories", "subcategoryname"))
            for (index, id) in ids.enumerated() {
                categories[id] = FoodKeeperCategory(
                    name: name, subcategory: subcategories.count == ids.count ? subcategories[index] : nil)
            }
        }
        guard isFoodKeeper, keys.contains("product_data") else { throw NotFoodKeeper() }
        try elements.forEach(under: try topLevelKeys()) { key, value, location in
            let target = JSONRecordTarget(section: key, envelopeKey: key)
            for element in JSONRecordFactory.records(from: value, target: target, location: location) {
                var record = element.record
                switch key {
                case "product_data":
                    let category = record.text(of: "category_id").flatMap { categories[$0] }
                    record = record.adding("category_name_display_only", category?.name)
                        .adding("subcategory_name_display_only", category?.subcategory).adding("source", Self.source)
                    try output.emit(record, in: key, envelopeKey: key, keptAsText: nil)
                case "category_data":
                    let why = "the FoodKeeper export's categories, whose names each product carries"
                    try output.emit(record, in: key, envelopeKey: nil, keptAsText: why)
                default: try output.emit(record, in: element.section, envelopeKey: key, keptAsText: nil)
                }
            }
        }
    }

    /// The texts of a list of strings or numbers (`["2", "3"]`), or of one value.
    private static func strings(_ value: JSONValue?) -> [String] {
        switch value {
        case .array(let items)?: return items.compactMap { strings($0).first }
        case .string(let text)?: return [text]
        case .number(let text)?: return [ValueConverter.idText(ofNumber: text)]
        default: return []
        }
    }
}
