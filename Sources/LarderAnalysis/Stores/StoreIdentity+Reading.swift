import GRDB
import LarderStore

extension StoreIdentity {
    /// The identity of the stores `scope`'s lists, meal plans and aisle maps name, the deals of
    /// `zipCode` (every deal when nil) and `stores.csv`; `zipCode` is also the household's, which
    /// settles a name without a place.
    package static func read(zipCode: String?, scope: OwnerScope, _ db: Database) throws -> StoreIdentity {
        var mentions = try ShoppingQueries.storeNames(for: scope.filter, in: db).map { Mention($0, source: .list) }
        for stores in try StoreQueries.preferredStores(for: scope.filter, in: db) {
            mentions += SavingsAnalysis.storeList(stores).map { Mention($0, source: .plan) }
        }
        for spelling in try StoreQueries.aisleMapStores(for: scope.filter, in: db) {
            mentions.append(
                Mention(
                    spelling.name, chain: spelling.chain, zipCode: spelling.zipCode, city: spelling.city,
                    source: .aisleMap))
        }
        for spelling in try StoreQueries.dealStores(zipCode: zipCode, for: scope.filter, in: db) {
            mentions.append(Mention(spelling.name, zipCode: spelling.zipCode, city: spelling.city, source: .deal))
        }
        let pins = try StoreQueries.pins(in: db).map { Pin(name: $0.name, store: $0.store) }
        return StoreIdentity(mentions, pins: pins, home: zipCode)
    }

    /// The store key of an aisle-map row.
    func key(aisleRow storeName: String?, chain: String?, location: String?) -> String? {
        let spelling = StoreQueries.Spelling(aisleRow: storeName, chain: chain, location: location)
        return key(spelling.name, zipCode: spelling.zipCode, city: spelling.city)
    }
}
