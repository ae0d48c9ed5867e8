import Foundation
import GRDB
import LarderTestSupport
import Testing

/// The class of bank amounts, not a case (issue 29, point 5): random amounts written in each way banks
/// write them — signs before and after, brackets, `CR`/`DR`, debit and credit columns, a direction
/// column, decimal comma and point, thousands separators, currency symbols and codes — in one file per
/// bank's shape, imported by the built `larder`. Each stored amount must equal the `Decimal` the test
/// generated, signed money out negative; each value the test made invalid or ambiguous must be rejected.
@Suite struct BankAmountStylesTests {
    /// One generated row: its id (in its text), its fields, and the amount larder must store (nil: reject).
    struct Case {
        var id: String
        var fields: [String]
        var expected: Decimal?
    }

    /// A file of one bank's shape.
    struct Style {
        var file: String
        var header: String
        var delimiter: Character
        var cases: [Case]
    }

    @Test func everyGeneratedAmountIsStoredAsWrittenOrRejected() throws {
        var random = SeededGenerator(seed: 29_005)
        let styles = [
            usCard(&random), europeanBank(&random), ukCard(&random), ukBank(&random), dutchBank(&random),
            unsettled(&random), debitMarked(&random), sollHaben(&random),
        ]
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for style in styles {
            let lines =
                [style.header]
                + style.cases.map { $0.fields.map { Self.quoted($0, style.delimiter) } }
                .map { $0.joined(separator: String(style.delimiter)) }
            try EndToEndTests().write(lines.joined(separator: "\n") + "\n", "data/\(style.file)", in: folder)
        }
        let run = try EndToEndTests().larder(["import", "data"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        let stored = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT description, amount FROM transactions")
        }
        let rejected = try queue.read { try String.fetchAll($0, sql: "SELECT raw_row FROM rejected_rows") }
        var amounts: [String: Double] = [:]
        for row in stored { amounts[row["description"]] = row["amount"] }
        for style in styles {
            for item in style.cases {
                if let expected = item.expected {
                    let amount = try #require(amounts[item.id], "\(style.file) \(item.id) \(item.fields) not stored")
                    #expect(
                        Int((amount * 100).rounded()) == NSDecimalNumber(decimal: expected * 100).intValue,
                        "\(style.file): \(item.fields) stored as \(amount), expected \(expected)")
                } else {
                    #expect(amounts[item.id] == nil, "\(style.file): \(item.fields) was stored")
                    #expect(rejected.contains { $0.contains(item.id) }, "\(style.file): \(item.fields) not rejected")
                }
            }
        }
        #expect(stored.count + rejected.count == styles.reduce(0) { $0 + $1.cases.count })
    }

    // MARK: - The banks' shapes

    /// `Date,Description,Amount`: a sign before or after, brackets, `$`, `USD`; money out negative.
    func usCard(_ random: inout SeededGenerator) -> Style {
        let cases = (0..<150).map { index -> Case in
            let id = "g-us-\(index)-x"
            if index > 0, random.chance(0.06) {
                return Case(id: id, fields: ["2026-11-10", id, invalid(&random)], expected: nil)
            }
            let (value, cents) = amount(&random, negative: index == 0 || random.chance(0.6), settles: index == 0)
            let number = Self.written(
                abs(cents), decimal: ".", group: random.chance(0.5) ? "," : "", random: &random, settles: index == 0)
            let mark = ["", "$", "USD ", "US$"].randomElement(using: &random)!
            let text: String
            if cents < 0 {
                text = ["-\(mark)\(number)", "\(mark)-\(number)", "(\(mark)\(number))", "\(mark)\(number)-"]
                    .randomElement(using: &random)!
            } else {
                text = random.chance(0.2) ? "+\(mark)\(number)" : "\(mark)\(number)"
            }
            return Case(id: id, fields: ["2026-11-10", id, text], expected: value)
        }
        return Style(file: "card-activity.csv", header: "Date,Description,Amount", delimiter: ",", cases: cases)
    }

    /// A German bank's `;` file: decimal comma, `.` or no grouping, `€` or `EUR` after, a minus before or after.
    func europeanBank(_ random: inout SeededGenerator) -> Style {
        let cases = (0..<150).map { index -> Case in
            let id = "g-eu-\(index)-x"
            let fields = { (text: String) in ["10.11.2026", "Empfänger \(index)", id, text, "EUR"] }
            if index > 0, random.chance(0.06) {
                let bad = random.chance(0.5) ? invalid(&random) : "12.50"
                return Case(id: id, fields: fields(bad), expected: nil)
            }
            let (value, cents) = amount(&random, negative: random.chance(0.7), settles: index == 0)
            let number = Self.written(
                abs(cents), decimal: ",", group: random.chance(0.5) ? "." : "", random: &random, settles: index == 0)
            let mark = ["", " €", " EUR", "€"].randomElement(using: &random)!
            let text =
                cents < 0
                ? (random.chance(0.5) ? "-\(number)\(mark)" : "\(number)-\(mark)") : "\(number)\(mark)"
            return Case(id: id, fields: fields(text), expected: value)
        }
        return Style(
            file: "umsaetze.csv", header: "Buchungstag;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Währung",
            delimiter: ";", cases: cases)
    }

    /// A UK card: `£` amounts, money out bare, money in marked `CR` (the first row is one), `DR` now and then.
    func ukCard(_ random: inout SeededGenerator) -> Style {
        let cases = (0..<150).map { index -> Case in
            let id = "g-ukcard-\(index)-x"
            if index > 0, random.chance(0.06) {
                let bad = random.chance(0.5) ? invalid(&random) : "-£5.00 CR"
                return Case(id: id, fields: ["2026-11-10", id, bad], expected: nil)
            }
            let (value, cents) = amount(&random, negative: index > 0 && random.chance(0.8), settles: index == 0)
            let number = Self.written(
                abs(cents), decimal: ".", group: random.chance(0.5) ? "," : "", random: &random, settles: index == 0)
            let text = cents < 0 ? (random.chance(0.2) ? "£\(number) DR" : "£\(number)") : "£\(number) CR"
            return Case(id: id, fields: ["2026-11-10", id, text], expected: value)
        }
        return Style(file: "amex-uk.csv", header: "Date,Description,Amount", delimiter: ",", cases: cases)
    }

    /// A UK bank: `Paid out` and `Paid in` columns, unsigned, with `£` or not, and a running balance.
    func ukBank(_ random: inout SeededGenerator) -> Style {
        let cases = (0..<150).map { index -> Case in
            let id = "g-ukbank-\(index)-x"
            let (value, cents) = amount(&random, negative: random.chance(0.7), settles: index == 0)
            let number =
                (random.chance(0.5) ? "£" : "")
                + Self.written(
                    abs(cents), decimal: ".", group: random.chance(0.5) ? "," : "", random: &random, settles: index == 0
                )
            if index > 0, random.chance(0.06) {
                return Case(id: id, fields: ["13/11/2026", "DEB", id, number, "£1.00", "£100.00"], expected: nil)
            }
            let (out, into) = cents < 0 ? (number, "") : ("", number)
            return Case(id: id, fields: ["13/11/2026", "DEB", id, out, into, "£1,000.00"], expected: value)
        }
        return Style(
            file: "nationwide.csv", header: "Date,Transaction type,Description,Paid out,Paid in,Balance",
            delimiter: ",",
            cases: cases)
    }

    /// A Dutch bank: `Bedrag (EUR)` unsigned with a decimal comma, `Af Bij` saying which way.
    func dutchBank(_ random: inout SeededGenerator) -> Style {
        let cases = (0..<150).map { index -> Case in
            let id = "g-nl-\(index)-x"
            let (value, cents) = amount(&random, negative: random.chance(0.7), settles: index == 0)
            let number = Self.written(
                abs(cents), decimal: ",", group: random.chance(0.5) ? "." : "", random: &random, settles: index == 0)
            let way = index > 0 && random.chance(0.06) ? "Misschien" : cents < 0 ? "Af" : "Bij"
            return Case(
                id: id,
                fields: ["20261110", "Winkel \(index)", "NL01INGB0001", "", "BA", way, number, "Betaalautomaat", id],
                expected: way == "Misschien" ? nil : value)
        }
        return Style(
            file: "ing.csv",
            header:
                "Datum,Naam / Omschrijving,Rekening,Tegenrekening,Code,Af Bij,Bedrag (EUR),Mutatiesoort,Mededelingen",
            delimiter: ",", cases: cases)
    }

    /// A statement that marks money out `DR` (the first row is one) and writes money in bare, in `EUR`.
    func debitMarked(_ random: inout SeededGenerator) -> Style {
        let cases = (0..<120).map { index -> Case in
            let id = "g-dr-\(index)-x"
            let (value, cents) = amount(&random, negative: index == 0 || random.chance(0.6), settles: index == 0)
            let number = Self.written(
                abs(cents), decimal: ".", group: random.chance(0.5) ? "," : "", random: &random, settles: index == 0)
            let text = cents < 0 ? "EUR \(number) DR" : (random.chance(0.2) ? "EUR \(number) CR" : "EUR \(number)")
            return Case(id: id, fields: ["2026-11-10", id, text], expected: value)
        }
        return Style(file: "dr-statement.csv", header: "Date,Description,Amount", delimiter: ",", cases: cases)
    }

    /// A German bank's `Soll` and `Haben` columns: unsigned, decimal comma, `.` grouping or none.
    func sollHaben(_ random: inout SeededGenerator) -> Style {
        let cases = (0..<120).map { index -> Case in
            let id = "g-soll-\(index)-x"
            let (value, cents) = amount(&random, negative: random.chance(0.7), settles: index == 0)
            let number = Self.written(
                abs(cents), decimal: ",", group: random.chance(0.5) ? "." : "", random: &random, settles: index == 0)
            if index > 0, random.chance(0.05) {
                return Case(id: id, fields: ["10.11.2026", id, "", "", "EUR"], expected: nil)
            }
            let (out, into) = cents < 0 ? (number, "") : ("", number)
            return Case(id: id, fields: ["10.11.2026", id, out, into, "EUR"], expected: value)
        }
        return Style(
            file: "konto.csv", header: "Buchungstag;Verwendungszweck;Soll;Haben;Währung", delimiter: ";", cases: cases)
    }

    /// A file no value of which settles its decimal mark: whole amounts, some grouped (`-1,234`), which
    /// could be thousands or a decimal and so are refused; the plain ones are stored.
    func unsettled(_ random: inout SeededGenerator) -> Style {
        let cases = (0..<60).map { index -> Case in
            let id = "g-unsettled-\(index)-x"
            let whole = Int.random(in: 1...999_999, using: &random)
            let grouped = whole >= 1000 && whole < 1_000_000 && random.chance(0.5)
            let text = "-" + (grouped ? "\(whole / 1000),\(String(format: "%03d", whole % 1000))" : String(whole))
            return Case(id: id, fields: ["2026-11-10", id, text], expected: grouped ? nil : -Decimal(whole))
        }
        return Style(file: "unsettled-card.csv", header: "Date,Description,Amount", delimiter: ",", cases: cases)
    }

    // MARK: - Writing amounts

    /// A random amount in cents, negative when asked, and its `Decimal`: mostly under 1,000, some up to a
    /// million; with cents when it `settles` (a file's first row).
    func amount(_ random: inout SeededGenerator, negative: Bool, settles: Bool = false) -> (Decimal, Int) {
        var magnitude =
            random.chance(0.7)
            ? Int.random(in: 1...99_999, using: &random) : Int.random(in: 1...99_999_999, using: &random)
        if settles && magnitude % 100 == 0 { magnitude += 1 }
        let cents = negative ? -magnitude : magnitude
        return (Decimal(cents) / 100, cents)
    }

    /// A value no bank writes: two decimal marks, two signs, two currencies, letters.
    func invalid(_ random: inout SeededGenerator) -> String {
        ["12.3.4", "1,23.4,5", "--5.00", "$5.00 €", "abc", "5.00 CR-", "(5.00", "5..00", "1,,234"]
            .randomElement(using: &random)!
    }

    /// `cents` written with `decimal` and `group` every three digits (or none), sometimes without the
    /// decimal part when it is `.00`; `settles` (a file's first row, whose amount has cents) keeps it, so
    /// the row settles the file's decimal mark.
    static func written(
        _ cents: Int, decimal: String, group: String, random: inout SeededGenerator, settles: Bool = false
    ) -> String {
        var digits = String(cents / 100)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        let whole = groups.joined(separator: group)
        if !settles, cents % 100 == 0, random.chance(0.5) { return whole }
        return whole + decimal + String(format: "%02d", cents % 100)
    }

    /// A CSV field, quoted when it holds the delimiter or a quote.
    static func quoted(_ field: String, _ delimiter: Character) -> String {
        guard field.contains(delimiter) || field.contains("\"") else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension SeededGenerator {
    /// True with probability `p`.
    fileprivate mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}
