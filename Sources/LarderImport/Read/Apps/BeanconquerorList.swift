import LarderStore
import LarderValues

/// Maps the objects of a Beanconqueror backup's `BEANS`, `MILL` and `PREPARATION` lists onto
/// `coffee_beans`, `coffee_mills` and `coffee_preparations`, each field under the name the file gives it
/// (the tables' aliases take them: `config.uuid` is `id`, `config.unix_timestamp` is `created_at`,
/// `beanMix` is `bean_mix`, `weight` is `weight_grams`), and every other field in `extra_fields`.
///
/// Beanconqueror writes 0 for a number never entered and `""` for a date never set; both are left empty.
enum BeanconquerorList {
    /// The table each list's objects go to.
    static let tables = [
        "BEANS": Catalog.coffeeBeans.name, "MILL": Catalog.coffeeMills.name,
        "PREPARATION": Catalog.coffeePreparations.name,
    ]

    /// The fields each list's table takes, as the file names them.
    private static let fields = [
        "BEANS": [
            "name", "roaster", "roast", "beanMix", "bean_roasting_type", "roastingDate", "buyDate", "decaffeinated",
            "finished", "favourite", "aromatics", "note", "url", "bean_information",
        ],
        "MILL": ["name", "note", "finished"],
        "PREPARATION": ["name", "type", "style_type", "note", "finished"],
    ]

    /// The numbers of each list for which 0 means never entered.
    private static let numbers = ["BEANS": ["roast_range", "weight", "cost", "rating"]]

    /// The record of one object of `list`.
    static func record(from object: JSONValue, list: String, location: String) -> SourceRecord {
        var record = BeanconquerorFields(of: object)
        record.take("config.uuid")
        for path in fields[list] ?? [] { record.take(path) }
        for path in numbers[list] ?? [] { record.takeUnlessZero(path) }
        record.takeTimestamp("config.unix_timestamp")
        return record.record(at: location)
    }
}
