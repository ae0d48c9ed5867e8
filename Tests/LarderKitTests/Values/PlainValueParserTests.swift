import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderValues

/// The byte-level fast paths agree with the general parsers on every form they accept, and decline
/// everything else (which then takes the general path).
@Suite struct PlainValueParserTests {
    /// Calls `body` with the UTF-8 bytes of `text`.
    static func bytes<T>(_ text: String, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        var text = text
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    @Test(arguments: [
        "2026-11-22", "2024-02-29", "0001-01-01", "9999-12-31", "2025-02-29", "2026-02-30", "2026-04-31", "2026-13-01",
        "2026-00-10", "2026-11-00", "0000-01-01", "2026-1-22", "2026/11/22", "26-11-22", "2026-11-22 ", " 2026-11-22",
        "2026-11-2x", "", "22.11.2026", "11/22/2026", "20261122", "2026-11-22T10:00:00Z",
    ])
    func anISODateIsTakenOnlyWhenTheGeneralParserKeepsIt(_ text: String) {
        let isPlain = Self.bytes(text, PlainValueParser.isISODate)
        let general = try? DateParser.date(text).description
        if isPlain { #expect(general == text) }
        if general == text { #expect(isPlain, "a date the general parser keeps as written is plain") }
    }

    @Test(arguments: [
        "2026-11-20T06:00:00Z", "2026-11-20T23:59:59Z", "2024-02-29T00:00:00Z", "2026-11-20T24:00:00Z",
        "2026-11-20T06:60:00Z", "2026-11-20T06:00:60Z", "2026-11-20 06:00:00Z", "2026-11-20T06:00:00+01:00",
        "2026-11-20T06:00:00z", "2026-11-20T06:00Z", "2026-11-20T06:00:00.123Z", "2026-02-30T06:00:00Z",
        "2026-11-20T06:00:00", "1763618400", "",
    ])
    func anISOTimestampIsTakenOnlyWhenTheGeneralParserKeepsIt(_ text: String) {
        let isPlain = Self.bytes(text, PlainValueParser.isISOTimestamp)
        let general = try? DateParser.timestamp(text).iso
        if isPlain { #expect(general == text) }
        if general == text { #expect(isPlain, "a timestamp the general parser keeps as written is plain") }
    }

    @Test(arguments: [
        "0", "-0", "3.99", "-2.50", "007.5", "0.1", "2.675", "1e5", "1,299.00", "3,99", ".5", "5.", "-", "", "1.2.3",
        "+1", "12345678901234567", "9007199254740992", "9007199254740993", "0.1234567890123456789012",
        "123456789012345678", "1234567890123456789", " 3.99", "3.99 €", "$3.99", "NaN", "inf", "1_000", "--1",
    ])
    func aPlainDecimalIsTheDoubleTheGeneralParsersRead(_ text: String) throws {
        guard let value = Self.bytes(text, PlainValueParser.decimal) else { return }
        #expect(value.bitPattern == Double(text)?.bitPattern)
        #expect(try NumberParser.real(text).bitPattern == value.bitPattern)
        #expect(try NumberParser.money(text).bitPattern == value.bitPattern)
        #expect(try NumberParser.percent(text).bitPattern == value.bitPattern)
    }

    @Test func randomNumbersReadAsDoubleReadsThem() {
        var generator = SeededGenerator(seed: 20_261_122)
        let alphabet = Array("0123456789.-")
        var checked = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...22, using: &generator)
            let digitsOnly = Bool.random(using: &generator)
            let text = String(
                (0..<length).map { _ in
                    digitsOnly
                        ? alphabet[Int.random(in: 0..<10, using: &generator)]
                        : alphabet.randomElement(using: &generator)!
                })
            guard let value = Self.bytes(text, PlainValueParser.decimal) else { continue }
            checked += 1
            #expect(value.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
        #expect(checked > 5_000)
    }

    @Test(arguments: [
        "0", "-0", "42", "-42", "007", "123456789012345678", "1234567890123456789", "9223372036854775807", "4.0", "4.5",
        "", "-", "+3", "1e3", " 7", "7 ",
    ])
    func aPlainIntegerIsTheOneTheGeneralParserReads(_ text: String) throws {
        guard let value = Self.bytes(text, PlainValueParser.integer) else { return }
        #expect(try NumberParser.integer(text) == value)
    }

    @Test(arguments: [
        "abc", " abc ", "\tabc\t", "a b", "", "   ", "abc\n", "\nabc", "abc\r\n", " abc \r\n", "é", " é ", "abc\u{A0}",
        "x\u{301}", " \u{301}x",
    ])
    func trimmedASCIIIsTrimmingSpacesWhereItAnswers(_ text: String) {
        guard
            let trimmed = Self.bytes(
                text, { PlainValueParser.trimmedASCII($0).map { String(decoding: $0, as: UTF8.self) } })
        else { return }
        #expect(trimmed == text.trimmingSpaces)
    }

    @Test(arguments: [
        ("3.99", ValueType.money), ("$3.99", .money), ("3,99 €", .money), (" 12.5 ", .real), ("x", .real),
        ("25", .percent), ("0.25", .percent), ("25%", .percent), ("42", .integer), ("4.0", .integer), ("4.5", .integer),
        ("2026-11-22", .date), ("22.11.2026", .date), ("31/12/24", .date), ("2026-11-20T06:00:00Z", .timestamp),
        ("2026-11-20 06:00:00", .timestamp), ("  Milk ", .text), ("", .text), ("   ", .id), ("02134", .id),
        ("yes", .bool), ("500 g", .quantity), ("a; b", .json), ("Café ", .text), ("\u{A0}x", .text),
    ])
    func bytesConvertAsTheirStringDoes(_ text: String, _ type: ValueType) {
        for isFraction in [false, true] {
            let fromBytes = Self.bytes(text) { bytes in
                Result { () throws(ValueError) in
                    try ValueConverter.convert(bytes: bytes, to: type, isFraction: isFraction)
                }
            }
            let fromString = Result { () throws(ValueError) in
                try ValueConverter.convert(.string(text), to: type, isFraction: isFraction)
            }
            #expect(fromBytes == fromString, "\(text) as \(type)")
        }
    }

    /// ``ValueConverter/plainText(_:type:)`` gives the bytes a column stores unchanged: exactly the text
    /// ``ValueConverter/convert(bytes:to:slashOrder:isFraction:)`` stores (null when they are empty).
    @Test(arguments: [
        ("  Milk ", ValueType.text), ("Milk", .text), ("", .text), ("   ", .id), ("02134", .id), ("Café", .text),
        ("a\tb", .text), ("abc\r\n", .text), ("2026-11-22", .date), (" 2026-11-22 ", .date), ("2026-02-30", .date),
        ("11/22/2026", .date), ("2026-11-20T06:00:00Z", .timestamp), ("2026-11-20T06:00:00+01:00", .timestamp),
        ("3.99", .money), ("42", .integer), ("yes", .bool),
    ])
    func plainTextIsTheTextItsColumnStores(_ text: String, _ type: ValueType) throws {
        let plain = Self.bytes(text) { ValueConverter.plainText($0, type: type).map { Array($0) } }
        guard let plain else { return }
        let stored = try Self.bytes(text) { bytes in
            Result { () throws(ValueError) in try ValueConverter.convert(bytes: bytes, to: type) }
        }.get()
        #expect(stored == (plain.isEmpty ? .null : String(decoding: plain, as: UTF8.self).databaseValue))
    }

    @Test func theWordAtATimeASCIICheckAgreesWithTheBytes() {
        var generator = SeededGenerator(seed: 14)
        for _ in 0..<2_000 {
            var bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                UInt8.random(in: 0...0x7F, using: &generator)
            }
            if Bool.random(using: &generator), !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
                    in: 0x80...0xFF, using: &generator)
            }
            #expect(bytes.withUnsafeBytes(PlainValueParser.isASCII) == bytes.allSatisfy { $0 < 0x80 })
        }
    }
}
