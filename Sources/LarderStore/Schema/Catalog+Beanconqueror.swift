// Tables of a Beanconqueror backup's own lists: beans, mills (grinders) and preparations (brewers), which
// its brews name by uuid (`brew_logs.bean_id`, `mill_id`, `preparation_id`). Every field of an object that
// no column takes is kept in the row's `extra_fields`, a JSON object as exported.
extension Catalog {
    package static let coffeeBeans = TableSpec(
        name: "coffee_beans", kind: "beans", summary: "Coffee beans (Beanconqueror `BEANS`), which brews name.",
        columns: {
            .id(source: "larder", aliases: ["config_uuid", "bean_id"])
            ColumnSpec("name", .text, required: true, source: "larder")
            ColumnSpec("roaster", .text, source: "larder")
            ColumnSpec("roast", .text, source: "larder", note: "Beanconqueror's roast level (`LIGHT`, `UNKNOWN`, …)")
            ColumnSpec("roast_range", .real, source: "larder", note: "the roast on a slider; 0 (never set) is empty")
            ColumnSpec("bean_mix", .text, source: "larder", note: "`SINGLE_ORIGIN` or `BLEND`")
            ColumnSpec(
                "bean_roasting_type", .text, source: "larder", note: "`FILTER`, `ESPRESSO`, `OMNI` or `UNKNOWN`")
            ColumnSpec.named("roasting_date", "buy_date", as: .date, source: "larder")
            ColumnSpec("weight_grams", .real, aliases: ["weight"], source: "larder", note: "0 (never set) is empty")
            ColumnSpec("cost", .money, source: "larder", note: "in the app's currency; 0 (never set) is empty")
            ColumnSpec(
                "rating", .real, source: "larder",
                note: "on the app's bean rating scale, as exported; 0 (unrated) is empty")
            ColumnSpec("decaffeinated", .bool, source: "larder")
            ColumnSpec("finished", .bool, source: "larder", note: "1 once the bag is used up (archived)")
            ColumnSpec("favourite", .bool, source: "larder")
            ColumnSpec("aromatics", .text, source: "larder")
            ColumnSpec("note", .text, aliases: ["notes"], source: "larder")
            ColumnSpec("url", .text, source: "larder")
            ColumnSpec(
                "bean_information", .json, source: "larder",
                note: "the origins (country, region, farm, variety, processing, …), a JSON array as exported")
            ColumnSpec("created_at", .timestamp, aliases: ["config_unix_timestamp"], source: "larder")
            ColumnSpec.extraFields
        },
        naturalKey: ["roaster", "name", "roasting_date"], signature: ["name", "roaster"],
        distinctive: [
            "roaster", "roast", "bean_mix", "bean_roasting_type", "roasting_date", "weight_grams", "bean_information",
            "decaffeinated",
        ],
        envelopeKeys: ["BEANS"])

    package static let coffeeMills = TableSpec(
        name: "coffee_mills", kind: "mills", summary: "Coffee grinders (Beanconqueror `MILL`), which brews name.",
        columns: {
            .id(source: "larder", aliases: ["config_uuid", "mill_id"])
            ColumnSpec("name", .text, required: true, source: "larder")
            ColumnSpec("note", .text, aliases: ["notes"], source: "larder")
            ColumnSpec("finished", .bool, source: "larder", note: "1 once the mill is archived")
            ColumnSpec("created_at", .timestamp, aliases: ["config_unix_timestamp"], source: "larder")
            ColumnSpec.extraFields
        },
        naturalKey: ["name"], signature: ["name"], distinctive: [], envelopeKeys: ["MILL"])

    package static let coffeePreparations = TableSpec(
        name: "coffee_preparations", kind: "preparations",
        summary: "Brewers and brew methods (Beanconqueror `PREPARATION`), which brews name.",
        columns: {
            .id(source: "larder", aliases: ["config_uuid", "preparation_id"])
            ColumnSpec("name", .text, required: true, source: "larder")
            ColumnSpec(
                "type", .text, source: "larder",
                note: "Beanconqueror's kind of preparation (`V60`, `AEROPRESS`, `PORTAFILTER`, `CUSTOM_PREPARATION`, …)"
            )
            ColumnSpec("style_type", .text, source: "larder", note: "`POUR_OVER`, `ESPRESSO`, `FULL_IMMERSION`, …")
            ColumnSpec("note", .text, aliases: ["notes"], source: "larder")
            ColumnSpec("finished", .bool, source: "larder", note: "1 once the preparation is archived")
            ColumnSpec("created_at", .timestamp, aliases: ["config_unix_timestamp"], source: "larder")
            ColumnSpec.extraFields
        },
        naturalKey: ["name"], signature: ["name", "type"], distinctive: ["type", "style_type"],
        envelopeKeys: ["PREPARATION"])

    /// The columns migration v6 added to `brew_logs`, after its `id_scope`.
    static let brewLogLinks: [ColumnSpec] = [
        ColumnSpec(
            "bean_id", .id, references: "coffee_beans(id)", source: "larder",
            note: "the bean brewed (Beanconqueror `bean`)"),
        ColumnSpec(
            "mill_id", .id, references: "coffee_mills(id)", source: "larder",
            note: "the grinder used (Beanconqueror `mill`)"),
        ColumnSpec(
            "preparation_id", .id, references: "coffee_preparations(id)", source: "larder",
            note: "the brewer used (Beanconqueror `method_of_preparation`)"),
        .extraFields,
    ]
}

extension ColumnSpec {
    /// `extra_fields`: what a record holds beyond the table's columns, kept rather than dropped.
    static let extraFields = ColumnSpec(
        "extra_fields", .json, source: "larder",
        note: "every field of the exported object no column takes, a JSON object as exported")
}
