import Foundation
import LarderTestSupport
import Testing

@testable import LarderAnalysis

/// The store identity against an oracle of its own: canonical stores made up here, each written many
/// ways (case, punctuation, its place after its name, a `#` store number, its chain alone), and stores
/// that share a name in two cities. Two spellings are one store exactly when they come from one store.
@Suite struct StoreIdentityTests {
    /// A store the test makes up: its name, the chain an aisle map gives, and where it is.
    struct Canonical {
        var name: String
        var chain: String?
        var city: String
        var zipCode: String
    }

    /// One way a row writes a store, and the store it is.
    struct Variant {
        var mention: StoreIdentity.Mention
        var store: Int
        var how: String
    }

    /// Made-up words of two or three syllables, none of them a word stores add, a joining word or a place.
    static func word(_ random: inout SeededGenerator) -> String {
        let onsets = ["b", "d", "f", "g", "k", "l", "n", "p", "r", "t", "v", "z", "br", "kl", "tr"]
        let vowels = ["a", "e", "i", "o", "u"]
        let syllables = Int.random(in: 2...3, using: &random)
        return (0..<syllables).map { _ in onsets.randomElement(using: &random)! + vowels.randomElement(using: &random)!
        }
        .joined()
    }

    /// Fixed stores that must stay apart, then `count` made-up ones whose words no other store has.
    static func canonicalStores(count: Int, _ random: inout SeededGenerator) -> [Canonical] {
        var stores = [
            Canonical(name: "FreshWay Market", chain: "FreshWay", city: "Cambridge", zipCode: "02139"),
            Canonical(name: "Star Market", chain: nil, city: "Cambridge", zipCode: "02138"),
            Canonical(name: "Market Basket", chain: nil, city: "Somerville", zipCode: "02143"),
            Canonical(name: "Stop & Shop", chain: nil, city: "Medford", zipCode: "02155"),
            Canonical(name: "Trader Joe's", chain: nil, city: "Arlington", zipCode: "02474"),
        ]
        var used: Set<String> = ["freshway", "star", "basket", "stop", "shop", "trader", "joes"]
        while stores.count < count + 5 {
            let words = (0..<Int.random(in: 1...2, using: &random)).map { _ in word(&random) }
            let city = word(&random)
            guard Set(words + [city]).count == words.count + 1, used.isDisjoint(with: words + [city]) else { continue }
            used.formUnion(words + [city])
            let capitalised = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
            let addsMarket = Bool.random(using: &random)
            let name = (capitalised + (addsMarket ? ["Market"] : [])).joined(separator: " ")
            let chain = capitalised.count == 2 ? capitalised[0] : nil
            stores.append(
                Canonical(
                    name: name, chain: chain, city: city.prefix(1).uppercased() + city.dropFirst(),
                    zipCode: String(format: "%05d", stores.count * 37 + 10_000)))
        }
        return stores
    }

    /// Every way of writing store `index`; the first is an aisle map's, which gives its chain.
    static func variants(of store: Canonical, index: Int, _ random: inout SeededGenerator) -> [Variant] {
        func variant(
            _ name: String, _ how: String, zip: Bool = false, city: Bool = false, chain: String? = nil,
            source: StoreIdentity.Mention.Source = .deal
        ) -> Variant {
            Variant(
                mention: StoreIdentity.Mention(
                    name, chain: chain, zipCode: zip ? store.zipCode : nil, city: city ? store.city : nil,
                    source: source),
                store: index, how: how)
        }
        let number = Int.random(in: 1...999, using: &random)
        var variants = [
            variant(store.name, "as an aisle map names it", zip: true, chain: store.chain, source: .aisleMap),
            variant(store.name, "as a list names it", source: .list),
            variant(store.name.uppercased(), "in capitals", zip: true, city: true),
            variant(store.name.lowercased() + ".", "in lower case, with a full stop", city: true),
            variant(store.name.replacingOccurrences(of: " ", with: "-"), "with hyphens", zip: true),
            variant(store.name.replacingOccurrences(of: "&", with: "and"), "with and for &", source: .list),
            variant("\(store.name) \(store.city)", "with its city after it", zip: true, city: true),
            variant("\(store.name) - \(store.city)", "with a dash and its city", city: true),
            variant("\(store.name) #\(number)", "with a store number", zip: true, city: true),
            variant("\(store.name.uppercased()) STORE \(number)", "with `STORE 12`", source: .list),
        ]
        if let chain = store.chain { variants.append(variant(chain, "by its chain alone", source: .list)) }
        return variants
    }

    @Test func spellingsOfOneStoreAreOneStoreAndOfTwoStoresTwo() {
        var random = SeededGenerator(seed: 26)
        let stores = Self.canonicalStores(count: 60, &random)
        let variants = stores.enumerated().flatMap { Self.variants(of: $1, index: $0, &random) }
        let identity = StoreIdentity(variants.map(\.mention))
        let keys = variants.map { identity.key($0.mention.name, zipCode: $0.mention.zipCode, city: $0.mention.city) }
        var wrong: [String] = []
        for first in variants.indices {
            for second in variants.indices where first < second {
                let same = variants[first].store == variants[second].store
                guard same != (keys[first] == keys[second]) else { continue }
                wrong.append(
                    "“\(variants[first].mention.name)” (\(variants[first].how)) and “\(variants[second].mention.name)”"
                        + " (\(variants[second].how)): \(same ? "apart" : "joined")")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).joined(separator: "\n"))")
        for (index, store) in stores.enumerated() {
            let names = Set(
                zip(variants, keys).filter { $0.0.store == index }.compactMap { $0.1 }.map {
                    identity.name(ofKey: $0, fallback: "")
                })
            #expect(names == [store.name], "\(store.name) is shown as \(names)")
        }
        for variant in variants where variant.mention.name != stores[variant.store].name {
            let store = stores[variant.store].name
            #expect(
                identity.notes.contains { $0.joined && $0.name == variant.mention.name && $0.store == store },
                "no note says “\(variant.mention.name)” is \(store)")
        }
    }

    @Test func oneNameInTwoCitiesIsTwoStoresAndANameWithoutAPlaceIsKeptApart() throws {
        let mentions = [
            StoreIdentity.Mention("Whole Foods Market", zipCode: "02139", city: "Cambridge", source: .deal),
            StoreIdentity.Mention("WHOLE FOODS MARKET #10", zipCode: "02139", city: "Cambridge", source: .deal),
            StoreIdentity.Mention("Whole Foods Market", zipCode: "02116", city: "Boston", source: .deal),
            StoreIdentity.Mention("Whole Foods Market Boston", source: .list),
            StoreIdentity.Mention("Whole Foods", source: .list),
        ]
        let identity = StoreIdentity(mentions)
        let cambridge = identity.key("Whole Foods Market", zipCode: "02139", city: "Cambridge")
        let boston = identity.key("Whole Foods Market", zipCode: "02116", city: "Boston")
        #expect(cambridge != boston)
        #expect(identity.key("WHOLE FOODS MARKET #10", zipCode: "02139", city: "Cambridge") == cambridge)
        #expect(identity.key("Whole Foods Market Boston") == boston)
        let placeless = identity.key("Whole Foods")
        #expect(placeless != cambridge && placeless != boston)
        #expect(identity.name(ofKey: try #require(cambridge), fallback: "") == "Whole Foods Market (Cambridge 02139)")
        let doubt = try #require(identity.notes.first { !$0.joined && $0.name == "Whole Foods" })
        #expect(doubt.why.contains("no place given"), "\(doubt.why)")
        // The household's zip code settles it.
        let home = StoreIdentity(mentions, home: "02139")
        #expect(home.key("Whole Foods") == home.key("Whole Foods Market", zipCode: "02139", city: "Cambridge"))
    }

    /// A chain in a deals feed: one name in 2,000 zip codes is 2,000 stores, each shown with its place, and no
    /// join is listed for a name that is its store's name but for that place; a spelling that differs
    /// (capitals) still is.
    @Test func aChainsStoresInManyZipCodesAreNotListedOneByOne() throws {
        let zips = (0..<2_000).map { String(format: "%05d", 10_000 + $0 * 7) }
        var mentions = zips.enumerated().map { index, zip in
            StoreIdentity.Mention("Aldi", zipCode: zip, city: "Town\(index % 50)", source: .deal)
        }
        mentions.append(StoreIdentity.Mention("ALDI", zipCode: zips[5], city: "Town5", source: .deal))
        let identity = StoreIdentity(mentions)
        let keys = zips.enumerated().map { identity.key("Aldi", zipCode: $1, city: "Town\($0 % 50)") }
        #expect(Set(keys).count == 2_000)
        for (index, zip) in zips.enumerated() {
            #expect(identity.name(ofKey: try #require(keys[index]), fallback: "") == "Aldi (Town\(index % 50) \(zip))")
        }
        #expect(!identity.notes.contains { $0.name == "Aldi" })
        #expect(identity.notes.contains { $0.joined && $0.name == "ALDI" && $0.store == "Aldi (Town5 \(zips[5]))" })
        #expect(identity.notes.count == 1)
    }

    @Test func aChainWithTwoStoresIsKeptApartFromBoth() {
        let identity = StoreIdentity([
            StoreIdentity.Mention("FreshWay Market", chain: "FreshWay", source: .aisleMap),
            StoreIdentity.Mention("FreshWay Foods", chain: "FreshWay", source: .aisleMap),
            StoreIdentity.Mention("FreshWay", source: .list),
        ])
        let chain = identity.key("FreshWay")
        #expect(chain != identity.key("FreshWay Market") && chain != identity.key("FreshWay Foods"))
        #expect(identity.notes.contains { !$0.joined && $0.name == "freshway" && $0.why.contains("could be") })
    }

    @Test func storesCSVSplitsNamesTheRuleJoinsAndPinsNamesItKeepsApart() {
        let mentions = [
            StoreIdentity.Mention("FreshWay Market Cambridge", zipCode: "02139", city: "Cambridge", source: .deal),
            StoreIdentity.Mention("FreshWay Market", source: .list),
            StoreIdentity.Mention("Shaw's", source: .list),
            StoreIdentity.Mention("Star Market", zipCode: "02139", city: "Cambridge", source: .deal),
        ]
        let unpinned = StoreIdentity(mentions)
        #expect(
            unpinned.key("FreshWay Market Cambridge", zipCode: "02139", city: "Cambridge")
                == unpinned.key("FreshWay Market"))
        #expect(unpinned.key("Shaw's") != unpinned.key("Star Market", zipCode: "02139", city: "Cambridge"))
        let pinned = StoreIdentity(
            mentions,
            pins: [
                .init(name: "FreshWay Market Cambridge", store: "FreshWay Cambridge"),
                .init(name: "FRESHWAY MARKET", store: "FreshWay Market"), .init(name: "shaws", store: "Star Market"),
            ])
        let cambridge = pinned.key("FreshWay Market Cambridge", zipCode: "02139", city: "Cambridge")
        #expect(cambridge != pinned.key("FreshWay Market"))
        #expect(pinned.name(ofKey: cambridge ?? "", fallback: "") == "FreshWay Cambridge")
        #expect(pinned.key("Shaw's") == pinned.key("Star Market", zipCode: "02139", city: "Cambridge"))
        #expect(pinned.notes.contains { $0.joined && $0.name == "Shaw's" && $0.store == "Star Market" })
    }

    static let names: [(String, [String], String?)] = [
        ("FreshWay #12", ["freshway"], "12"), ("Stop & Shop", ["stop", "and", "shop"], nil),
        ("Trader Joe’s No. 512", ["trader", "joes"], "512"), ("H-Mart", ["h", "mart"], nil),
        ("Store 24", ["store", "24"], nil),
    ]

    @Test(arguments: names)
    func namesAreTakenApartIntoWordsAndAStoreNumber(name: String, words: [String], number: String?) {
        let parsed = StoreName(name)
        #expect(parsed.words == words)
        #expect(parsed.number == number)
    }
}
