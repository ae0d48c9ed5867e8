/// Says where bytes stop being UTF-8 text, for the message that refuses a file which is not.
enum TextCheck {
    /// The offset and value of the first byte that is NUL or not valid UTF-8, or nil when every byte
    /// is part of a UTF-8 character other than NUL.
    static func firstNonText(in bytes: UnsafeRawBufferPointer) -> (offset: Int, byte: UInt8)? {
        let plain = asciiPrefix(of: bytes)
        guard plain < bytes.count else { return nil }
        // The bytes before `plain` are ASCII other than NUL, so the scalars start again there.
        guard let found = firstNonTextScalar(in: UnsafeRawBufferPointer(rebasing: bytes[plain...])) else { return nil }
        return (plain + found.offset, found.byte)
    }

    /// How many bytes at the front are ASCII other than NUL, read eight at a time: nearly every line of
    /// an export is, and the scalar parser costs several times more per byte.
    static func asciiPrefix(of bytes: UnsafeRawBufferPointer) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let lowBits: UInt64 = 0x0101_0101_0101_0101
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            // A byte of 0x80 or more sets its high bit; a NUL byte sets it in `(word - lowBits) & ~word`
            // (the lowest NUL byte always does, which is all that matters: the bytes are then read one by one).
            if (word | ((word &- lowBits) & ~word)) & highBits != 0 { break }
            offset += 8
        }
        while offset < bytes.count, bytes[offset] != 0, bytes[offset] < 0x80 { offset += 1 }
        return offset
    }

    /// ``firstNonText(in:)`` read scalar by scalar.
    static func firstNonTextScalar(in bytes: UnsafeRawBufferPointer) -> (offset: Int, byte: UInt8)? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0 { return (offset, 0) }
                offset += encoded.count
            case .error:
                return (offset, bytes[offset])
            case .emptyInput:
                return nil
            }
        }
    }

    /// Why a file is not text, naming the byte at `offset` (counted from the start of the file).
    static func reason(byte: UInt8, at offset: Int) -> String {
        let hex = "0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        if byte == 0 {
            return "byte \(offset) is NUL (0x00), so this is a binary file or UTF-16 text, not UTF-8 text"
        }
        return "byte \(offset) (\(hex)) is not UTF-8, so this is a binary file or text in another encoding"
            + " (such as Windows-1252)"
    }

    /// Why a file is not text when the byte is in an earlier line of a field that spans lines.
    static let reasonInField =
        "a field holds a NUL byte or bytes that are not UTF-8, so this is a binary file or"
        + " text in another encoding"

    /// Whether the data starts with a UTF-16 byte order mark.
    static func startsAsUTF16(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    }
}
