// The shelf_life reference table: larder's own storage days and every field of the USDA FSIS
// FoodKeeper that bears on storage times or tips (docs/IMPORT.md, "USDA FoodKeeper").

extension Catalog {
    package static let shelfLife = TableSpec(
        name: "shelf_life", kind: "shelflife",
        summary: "Reference storage times by product or category: larder's defaults and the USDA FSIS FoodKeeper,"
            + " shipped in data/reference/.",
        columns: {
            .id(source: "larder")
            ColumnSpec(
                "product", .text, aliases: ["name", "item"], source: "larder",
                note: "a product name; empty for a category default")
            ColumnSpec(
                "category", .text, aliases: ["category_name", "category_name_display_only"], required: true,
                source: "larder")
            ColumnSpec(
                "pantry_days", .integer, unit: .days, aliases: ["pantry"], source: "larder",
                note: "days in the pantry used for recommended dates; computed from the FoodKeeper times when not given"
            )
            ColumnSpec(
                "refrigerator_days", .integer, unit: .days, aliases: ["fridge_days", "refrigerator", "fridge"],
                source: "larder",
                note: "days in the refrigerator, likewise")
            ColumnSpec(
                "freezer_days", .integer, unit: .days, aliases: ["freezer"], source: "larder",
                note: "days in the freezer, likewise")
            ColumnSpec("source", .text, source: "larder", note: "where the figures come from")
            ColumnSpec(
                "subcategory", .text, aliases: ["subcategory_name", "subcategory_name_display_only"],
                source: "FoodKeeper", note: "the FoodKeeper subcategory (`Fresh Fruits`)")
            ColumnSpec(
                "category_id", .id, source: "FoodKeeper",
                note: "the FoodKeeper category's id (its Category sheet); not a reference to `categories`")
            ColumnSpec(
                "name_subtitle", .text, source: "FoodKeeper",
                note: "what tells products of one name apart (`hard such as cheddar, swiss`)")
            ColumnSpec(
                "keywords", .text, source: "FoodKeeper", note: "other names, comma-separated, used for matching")
            FoodKeeperTimes.all.flatMap(\.columns)
        },
        naturalKey: ["category", "product"], signature: ["category", "refrigerator_days"],
        distinctive: ["pantry_days", "refrigerator_days", "freezer_days"]
            + FoodKeeperTimes.all.flatMap { [$0.min, $0.metric] },
        fileNameHints: ["shelf_life", "shelflife", "foodkeeper"],
        envelopeKeys: ["shelfLife", "shelf_life", "Product", "product_data"])
}

/// One FoodKeeper storage time: its minimum, maximum and metric (and tips for some), with the names the
/// agency's workbook (`DOP_Pantry_Min`) and the flat republished form
/// (`from_date_of_purchase_pantry_output_display_only`) give them.
package struct FoodKeeperTimes: Sendable {
    /// The column prefix: `pantry`, `dop_pantry`, `refrigerate_after_thawing`…
    package let prefix: String
    /// What the time means, for docs/SCHEMA.md.
    let meaning: String
    /// The flat form's prefix (`from_date_of_purchase_pantry`), when it differs.
    let flatPrefix: String
    /// Whether the FoodKeeper has tips for this storage.
    let hasTips: Bool

    /// `pantry_min`.
    package var min: String { prefix + "_min" }
    /// `pantry_max`.
    package var max: String { prefix + "_max" }
    /// `pantry_metric`.
    package var metric: String { prefix + "_metric" }
    /// `pantry_tips`.
    package var tips: String { prefix + "_tips" }

    /// The columns of this time.
    var columns: [ColumnSpec] {
        var columns = [
            ColumnSpec(min, .real, source: "FoodKeeper", note: "shortest time \(meaning), in `\(metric)` units"),
            ColumnSpec(max, .real, source: "FoodKeeper", note: "longest time \(meaning)"),
            ColumnSpec(
                metric, .text, aliases: [flatPrefix + "_output_display_only"], source: "FoodKeeper",
                note: "`Days`, `Weeks`, `Months`, `Years`, `Hours`, or a word kept as text (`When Ripe`,"
                    + " `Package use-by date`, `Not Recommended`, `Indefinitely`)"),
        ]
        if hasTips {
            columns.append(
                ColumnSpec(
                    tips, .text, aliases: flatPrefix == prefix ? [] : [flatPrefix + "_tips"], source: "FoodKeeper",
                    note: "the FoodKeeper's advice \(meaning)"))
        }
        return columns
    }

    /// The nine storage times, in the agency's column order.
    package static let all = [
        FoodKeeperTimes(prefix: "pantry", meaning: "in the pantry", flatPrefix: "pantry", hasTips: true),
        FoodKeeperTimes(
            prefix: "dop_pantry", meaning: "in the pantry from the date of purchase",
            flatPrefix: "from_date_of_purchase_pantry", hasTips: true),
        FoodKeeperTimes(
            prefix: "pantry_after_opening", meaning: "in the pantry after opening", flatPrefix: "pantry_after_opening",
            hasTips: false),
        FoodKeeperTimes(
            prefix: "refrigerate", meaning: "in the refrigerator", flatPrefix: "refrigerate", hasTips: true),
        FoodKeeperTimes(
            prefix: "dop_refrigerate", meaning: "in the refrigerator from the date of purchase",
            flatPrefix: "from_date_of_purchase_refrigerate", hasTips: true),
        FoodKeeperTimes(
            prefix: "refrigerate_after_opening", meaning: "in the refrigerator after opening",
            flatPrefix: "refrigerate_after_opening", hasTips: false),
        FoodKeeperTimes(
            prefix: "refrigerate_after_thawing", meaning: "in the refrigerator after thawing",
            flatPrefix: "refrigerate_after_thawing", hasTips: false),
        FoodKeeperTimes(prefix: "freeze", meaning: "in the freezer", flatPrefix: "freeze", hasTips: true),
        FoodKeeperTimes(
            prefix: "dop_freeze", meaning: "in the freezer from the date of purchase",
            flatPrefix: "from_date_of_purchase_freeze", hasTips: true),
    ]
}
