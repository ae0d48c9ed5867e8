// larder's own table of store names: what a household writes in `stores.csv` to pin or split names.
extension Catalog {
    package static let storeNames = TableSpec(
        name: "store_names", kind: "stores",
        summary: "Store names pinned to a store (`stores.csv`): every name with the same `store` is that store.",
        columns: {
            .id(source: "larder", note: "derived from `name`, so a name is pinned once")
            ColumnSpec(
                "name", .text, aliases: ["alias", "spelling", "written_as", "as_written"], required: true,
                source: "larder", note: "a store name as some export writes it; case and punctuation do not matter")
            ColumnSpec(
                "store", .text, aliases: ["is", "same_as", "store_is"], required: true, source: "larder",
                note: "the store it is, as reports name it; a name equal to a `store` is that store")
        },
        naturalKey: ["name"], signature: ["name", "store"], distinctive: ["name", "store"],
        fileNameHints: ["stores", "store_names", "storenames"], envelopeKeys: ["storeNames", "store_names"])
}
