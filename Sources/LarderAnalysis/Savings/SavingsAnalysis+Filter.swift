import Foundation
import GRDB
import LarderStore

extension SavingsAnalysis {
    /// The deal filter with the folded store names it compares.
    struct Filter {
        /// The filter as reported.
        var report: SavingsFindings.DealFilter
        /// The preferred stores' identity keys (``StoreIdentity``), or nil for every store.
        var storeKeys: Set<String>?
    }

    /// The zip code and preferred stores of the scope's latest meal plan that gives either: the
    /// plan starting (else created) last on or before `asOf`, undated plans last, ties by id.
    func dealFilter(_ db: Database, stores: StoreIdentity = StoreIdentity()) throws -> Filter {
        guard let plan = try MealPlanQueries.latestShoppingPlace(onOrBefore: asOf, for: scope.filter, in: db) else {
            let description = "All deals: no meal plan gives a zip code or preferred stores."
            return Filter(
                report: .init(zipCode: nil, stores: [], mealPlan: nil, description: description), storeKeys: nil)
        }
        let zipCode = Phrase.nonBlank(plan.zipCode)
        let names = Self.storeList(plan.preferredStores)
        let name = Phrase.nonBlank(plan.name) ?? plan.id
        let keys = Set(names.compactMap { stores.key($0) })
        return Filter(
            report: .init(
                zipCode: zipCode, stores: names, mealPlan: name,
                description: Self.describe(zipCode: zipCode, stores: names, plan: name)),
            storeKeys: keys.isEmpty ? nil : keys)
    }

    /// The store names in a `preferred_stores` value: a JSON array of strings, or a list separated
    /// by commas or semicolons; trimmed, blanks and repeats (ignoring case) dropped.
    static func storeList(_ text: String?) -> [String] {
        guard let text = Phrase.nonBlank(text) else { return [] }
        let names: [String]
        if text.hasPrefix("["), let array = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) {
            names = array
        } else {
            names = text.split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init)
        }
        var seen: Set<String> = []
        return names.compactMap(Phrase.nonBlank).filter { seen.insert($0.lowercased()).inserted }
    }

    /// The filter in one sentence, naming the plan it comes from.
    static func describe(zipCode: String?, stores: [String], plan: String) -> String {
        let place = zipCode.map { "for zip code \($0)" } ?? "in every zip code"
        let shops: String
        switch stores.count {
        case 0: shops = "at every store"
        case 1: shops = "at \(stores[0])"
        default: shops = "at " + stores.dropLast().joined(separator: ", ") + " or " + stores.last!
        }
        return "Deals \(place) \(shops), from meal plan \u{201C}\(plan)\u{201D}."
    }
}
