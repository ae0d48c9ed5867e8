import Foundation
import LarderValues

/// A UTF-8 copy of a text file written in another encoding, which the readers then read as they read
/// any file: UTF-16 (little- or big-endian, by its byte-order mark, as Excel's "Unicode text" saves),
/// else Windows-1252 when every byte of the file is a character there (ISO-8859-1's printable bytes
/// are the same characters, so a Latin-1 file reads alike). A file that is UTF-8 never gets one: it
/// is read in place, and only a file the reader refuses as not UTF-8 is decoded (docs/IMPORT.md,
/// "Encodings").
///
/// The copy sits in a private temporary folder (``CleanupOnExit``), under the file's own name, so
/// sections and messages name the file as the user gave it.
public struct DecodedCopy {
    /// The UTF-8 copy.
    let url: URL
    /// The encoding the file was read as, as messages name it (`Windows-1252`, `UTF-16LE`).
    let encoding: String
    private let folder: URL

    /// Bytes Windows-1252 leaves undefined: a file holding one is in some other encoding.
    private static let undefinedInWindows1252: Set<UInt8> = [0x81, 0x8D, 0x8F, 0x90, 0x9D]

    /// The encoding `bytes` can be read as, or nil when no candidate fits (a binary file).
    static func encoding(of bytes: UnsafeRawBufferPointer) -> (name: String, iconvName: String, skip: Int)? {
        if bytes.starts(with: [0xFF, 0xFE]) { return ("UTF-16LE", "UTF-16LE", 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return ("UTF-16BE", "UTF-16BE", 2) }
        // NUL is no character of a text file: UTF-16 without its mark, or a binary file.
        if bytes.contains(where: { $0 == 0 || undefinedInWindows1252.contains($0) }) { return nil }
        return ("Windows-1252", "WINDOWS-1252", 0)
    }

    /// Whether iconv knows the encoding `name` (as `--encoding` gives it).
    public static func knows(_ name: String) -> Bool {
        guard !name.isEmpty, let converter = iconv_open("UTF-8", name), converter != iconv_t(bitPattern: -1) else {
            return false
        }
        iconv_close(converter)
        return true
    }

    /// A UTF-8 copy of the file at `url` (named `path` in messages), read as `forced` when given (as
    /// `--encoding` names it, detection left out), else as the encoding detected (``encoding(of:)``); nil
    /// when that encoding does not read it.
    static func make(of url: URL, path: String, forced: String? = nil) throws -> DecodedCopy? {
        let data = try Data(contentsOf: url, options: .alwaysMapped)
        guard
            let found = forced.map({ (name: $0, iconvName: $0, skip: 0) }) ?? data.withUnsafeBytes({ encoding(of: $0) })
        else { return nil }
        let folder: URL
        do {
            folder = try CleanupOnExit.makeTemporaryFolder(
                prefix: "larder-decode", in: FileManager.default.temporaryDirectory)
        } catch {
            throw ImportError.unreadable(
                path: path, reason: "no temporary folder could be made to decode it (set TMPDIR to a folder with room)")
        }
        let copy = folder.appendingPathComponent(url.lastPathComponent)
        let converted = data.withUnsafeBytes { bytes in
            Self.convert(UnsafeRawBufferPointer(rebasing: bytes[found.skip...]), from: found.iconvName, to: copy)
        }
        guard converted else {
            CleanupOnExit.remove(folder)
            return nil
        }
        return DecodedCopy(url: copy, encoding: found.name, folder: folder)
    }

    /// Deletes the copy and its folder.
    func remove() { CleanupOnExit.remove(folder) }

    /// Writes `bytes`, decoded from `encoding` by iconv, as UTF-8 to `destination`; false when a byte
    /// sequence is not a character of `encoding`.
    private static func convert(_ bytes: UnsafeRawBufferPointer, from encoding: String, to destination: URL) -> Bool {
        let converter = iconv_open("UTF-8", encoding)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return false }
        defer { iconv_close(converter) }
        guard FileManager.default.createFile(atPath: destination.path, contents: nil),
            let output = FileHandle(forWritingAtPath: destination.path)
        else { return false }
        defer { try? output.close() }
        var buffer = [CChar](repeating: 0, count: 1 << 20)
        var input = UnsafeMutablePointer(mutating: bytes.baseAddress?.assumingMemoryBound(to: CChar.self))
        var inputLeft = bytes.count
        while inputLeft > 0 {
            let (result, written, code) = buffer.withUnsafeMutableBufferPointer { out -> (Int, Int, Int32) in
                var outPointer = out.baseAddress
                var outLeft = out.count
                let result = iconv(converter, &input, &inputLeft, &outPointer, &outLeft)
                return (result, out.count - outLeft, result == -1 ? errno : 0)
            }
            if written > 0 { output.write(buffer.withUnsafeBytes { Data($0.prefix(written)) }) }
            // E2BIG: the buffer is full, go on; anything else is a sequence that is no character.
            if result == -1, code != E2BIG || written == 0 { return false }
        }
        return true
    }
}
