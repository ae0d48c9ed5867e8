import GRDB

/// Reads the stores' aisle maps (`aisle_locations`).
package enum AisleQueries {
    /// How a map row names its store: by the store itself and by its chain.
    package struct StoreSpelling: Sendable {
        /// The `store_name`, or nil.
        package var storeName: String?
        /// The `store_chain`, or nil.
        package var storeChain: String?
    }

    /// One map row: where an item sits in a store.
    package struct Location: Sendable {
        /// The row's id.
        package var id: String
        /// The store's name, or nil when the row names only a chain.
        package var storeName: String?
        /// The store's chain, and where the store is (a zip code or a city), or nil.
        package var storeChain, location: String?
        /// The item's name.
        package var itemName: String
        /// The aisle.
        package var aisle: String
        /// The section, or nil.
        package var section: String?
    }

    /// Every distinct (store, chain) pair in the map rows `owners` may see.
    package static func storeSpellings(for owners: OwnerFilter, in db: Database) throws -> [StoreSpelling] {
        let request: SQLRequest<Row> = """
            SELECT DISTINCT a.store_name, a.store_chain FROM aisle_locations a
            WHERE \(owners.condition(table: "aisle_locations", alias: "a"))
            """
        return try request.fetchAll(db).map { row in
            StoreSpelling(storeName: row["store_name"], storeChain: row["store_chain"])
        }
    }

    /// The map rows `owners` may see whose store is one of `names` or whose chain is one of `chains`.
    package static func locations(
        storeNames names: [String], chains: [String], for owners: OwnerFilter, in db: Database
    ) throws -> [Location] {
        let request: SQLRequest<Row> = """
            SELECT a.id, a.store_name, a.store_chain, a.location, a.item_name, a.aisle, a.section
            FROM aisle_locations a
            WHERE (a.store_name IN \(names) OR a.store_chain IN \(chains))
                AND \(owners.condition(table: "aisle_locations", alias: "a"))
            """
        return try request.fetchAll(db).map { row in
            Location(
                id: row["id"], storeName: row["store_name"], storeChain: row["store_chain"], location: row["location"],
                itemName: row["item_name"], aisle: row["aisle"], section: row["section"])
        }
    }
}
