import LarderValues

/// Builds the record of one Beanconqueror object: the fields larder's columns take, each under the name
/// the file gives it (`grind_weight`, `config.unix_timestamp`) so that a rejection names the file's field
/// and its value; the values larder looks up under its own column names (`bean_name`); and `extra_fields`,
/// a JSON object of every other field of the object, as exported, so nothing of it is dropped.
struct BeanconquerorFields {
    /// The object.
    let object: JSONValue
    private(set) var keys: [String] = []
    private(set) var values: [SourceValue] = []
    /// The paths of the fields taken (`grind_weight`, `config.uuid`), left out of `extra_fields`.
    private var taken: Set<String> = []

    init(of object: JSONValue) { self.object = object }

    /// The field at `path` (`name`, `config.uuid`).
    func field(_ path: String) -> JSONValue? {
        path.split(separator: ".").reduce(object as JSONValue?) { value, key in value?[String(key)] }
    }

    /// Takes the field at `path` under its own name, its value as exported (nested values as JSON text);
    /// a field the object lacks is left out, so a message says it is missing.
    mutating func take(_ path: String) {
        guard let value = field(path) else { return }
        take(path, value: value.sourceValue)
    }

    /// Takes the field at `path` under its own name with a value larder read from it.
    mutating func take(_ path: String, value: SourceValue) {
        taken.insert(path)
        add(path, value)
    }

    /// Takes a number for which Beanconqueror writes 0 when it was never entered: 0 is empty, anything
    /// else goes on as exported, so a value that is no number is rejected with it.
    mutating func takeUnlessZero(_ path: String) {
        guard let value = field(path) else { return }
        take(path, value: BeanconquerorBrew.number(value)?.value == 0 ? .null : value.sourceValue)
    }

    /// Takes an epoch-seconds time (`config.unix_timestamp`) as `YYYY-MM-DDTHH:MM:SSZ`; a value that
    /// is no such number goes on as exported, so it is rejected with it.
    mutating func takeTimestamp(_ path: String) {
        guard let seconds = BeanconquerorBrew.number(field(path))?.value,
            (-62_135_596_800...253_402_300_799).contains(seconds)
        else { return take(path) }
        take(path, value: .string(DateParser.Instant(epochSeconds: Int64(seconds.rounded(.down))).iso))
    }

    /// Adds a value larder worked out, under one of larder's column names; `from` names the fields it
    /// came from, which `extra_fields` then leaves out.
    mutating func add(_ key: String, _ value: SourceValue, from paths: [String] = []) {
        taken.formUnion(paths)
        keys.append(key)
        values.append(value)
    }

    /// The fields not taken, as a JSON object as exported (a nested object keeps what was not taken of
    /// it), or null when every field was taken.
    var extraFields: SourceValue {
        let rest = Self.remaining(of: object, prefix: "", taken: taken)
        guard case .object(let members)? = rest, !members.isEmpty else { return .null }
        return .json(JSONValue.object(members).exportedText)
    }

    /// The record, with `extra_fields` last and the object as exported.
    func record(at location: String) -> SourceRecord {
        SourceRecord(
            location: .jsonPath(location), keys: keys + ["extra_fields"], values: values + [extraFields],
            exported: object)
    }

    private static func remaining(of value: JSONValue, prefix: String, taken: Set<String>) -> JSONValue? {
        guard case .object(let members) = value else { return value }
        let kept = members.compactMap { member -> JSONMember? in
            let path = prefix + member.key
            guard !taken.contains(path) else { return nil }
            guard taken.contains(where: { $0.hasPrefix(path + ".") }) else { return member }
            guard case .object(let inner)? = remaining(of: member.value, prefix: path + ".", taken: taken),
                !inner.isEmpty
            else { return nil }
            return JSONMember(key: member.key, value: .object(inner))
        }
        return .object(kept)
    }
}
