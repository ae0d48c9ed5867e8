/// Says where bytes stop being UTF-8 text, for the message that refuses a file which is not.
enum TextCheck {
    /// The offset and value of the first byte that is NUL or not valid UTF-8, or nil when every byte
    /// is part of a UTF-8 character other than NUL.
    static func firstNonText(in bytes: UnsafeRawBufferPointer) -> (offset: Int, byte: UInt8)? {
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
