import GRDB

extension Migrations {
    /// `v17 deal offers`: `deals` gains a price as a weekly ad states it (`offer_quantity`, `offer_price`,
    /// `price_unit`, `offer_text`; docs/SCHEMA.md). Added after `id_scope`, as the catalog's
    /// `Catalog.dealOffers` has them; rows stored before have NULL in each, which is what a deal with one
    /// plain price has. Frozen: a later change is a migration of its own.
    static func addDealOffers(_ db: Database) throws {
        for column in [
            #""offer_quantity" INTEGER CHECK (offer_quantity IS NULL OR offer_quantity >= 2)"#,
            #""offer_price" REAL CHECK (offer_price IS NULL OR offer_price >= 0)"#,
            #""price_unit" TEXT"#, #""offer_text" TEXT"#,
        ] {
            try db.execute(sql: "ALTER TABLE \"deals\" ADD COLUMN \(column)")
        }
    }
}
