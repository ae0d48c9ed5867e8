import GRDB
import LarderValues

/// Reads every store name the data gives, with the place each row gives, and the names `stores.csv`
/// pins (`store_names`): what the store identity is made of.
package enum StoreQueries {
    /// A store name as rows give it: with the chain (aisle maps), zip code and city (deals, aisle maps).
    package struct Spelling: Sendable {
        /// The store's name (an aisle-map row naming only its chain: the chain), its chain, its zip code
        /// and its city, as stored.
        package var name: String
        package var chain, zipCode, city: String?
        /// An aisle-map row's `store_name` and `store_chain` as stored; nil for a deal.
        package var storeName, storeChain: String?

        /// A deal's store.
        init(name: String, chain: String?, zipCode: String?, city: String?) {
            self.name = name
            self.chain = chain
            self.zipCode = zipCode
            self.city = city
        }

        /// How an aisle-map row names its store: by its name, else its chain; its `location` is a zip
        /// code when it holds digits only (and `-`), else a city.
        package init(aisleRow storeName: String?, chain: String?, location: String?) {
            let place = location?.trimmingSpaces
            let isZip = place.map { !$0.isEmpty && $0.allSatisfy { $0.isNumber || $0 == "-" } } ?? false
            name = storeName ?? chain ?? ""
            self.chain = storeName == nil ? nil : chain
            zipCode = isZip ? place : nil
            city = isZip ? nil : place
            self.storeName = storeName
            storeChain = chain
        }
    }

    /// One pinned name.
    package struct Pin: Sendable {
        /// The name, and the store it is.
        package var name, store: String
    }

    /// The distinct store, zip code and city of the deals `owners` may see, for `zipCode` only when
    /// given (the zip codes the savings analysis reads).
    package static func dealStores(zipCode: String?, for owners: OwnerFilter, in db: Database) throws -> [Spelling] {
        let zipCondition: SQL = zipCode.map { "TRIM(d.zip_code) = \($0)" } ?? "1"
        let request: SQLRequest<Row> = """
            SELECT DISTINCT d.store_name, d.zip_code, d.location FROM deals d
            WHERE \(zipCondition) AND TRIM(COALESCE(d.store_name, '')) <> ''
                AND \(owners.condition(table: "deals", alias: "d"))
            """
        return try request.fetchAll(db).map { row in
            Spelling(name: row["store_name"], chain: nil, zipCode: row["zip_code"], city: row["location"])
        }
    }

    /// The distinct store, chain and place (`location`: a zip code or a city) of the aisle-map rows
    /// `owners` may see; a row naming only its chain gives the chain as its name.
    package static func aisleMapStores(for owners: OwnerFilter, in db: Database) throws -> [Spelling] {
        let request: SQLRequest<Row> = """
            SELECT DISTINCT a.store_name, a.store_chain, a.location FROM aisle_locations a
            WHERE TRIM(COALESCE(a.store_name, a.store_chain, '')) <> ''
                AND \(owners.condition(table: "aisle_locations", alias: "a"))
            """
        return try request.fetchAll(db).map { row in
            Spelling(aisleRow: row["store_name"], chain: row["store_chain"], location: row["location"])
        }
    }

    /// The names `stores.csv` pins, by name.

    /// The names `stores.csv` pins, by name.
    package static func pins(in db: Database) throws -> [Pin] {
        let request: SQLRequest<Row> = "SELECT p.name, p.store FROM store_names p ORDER BY p.name, p.id"
        return try request.fetchAll(db).map { Pin(name: $0["name"], store: $0["store"]) }
    }

    /// The preferred stores (as stored: a JSON array or a list) of the meal plans `owners` may see.
    package static func preferredStores(for owners: OwnerFilter, in db: Database) throws -> [String] {
        let request: SQLRequest<String> = """
            SELECT DISTINCT m.preferred_stores FROM meal_plans m
            WHERE m.preferred_stores IS NOT NULL AND \(owners.condition(table: "meal_plans", alias: "m"))
            """
        return try request.fetchAll(db)
    }
}
