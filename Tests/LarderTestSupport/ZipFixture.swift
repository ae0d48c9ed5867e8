import CLibZip
import Foundation

/// Writes ZIP archives for tests through libzip, including what no careful tool writes: names that climb
/// out of the archive's folder, duplicate names, encrypted entries.
package enum ZipFixture {
    /// One entry: its name as the archive stores it, its bytes, and whether it is encrypted (AES-256,
    /// password `secret`).
    package struct Entry {
        package var name: String
        package var bytes: Data
        package var encrypted: Bool

        package init(_ name: String, _ text: String, encrypted: Bool = false) {
            self.init(name, bytes: Data(text.utf8), encrypted: encrypted)
        }

        package init(_ name: String, bytes: Data, encrypted: Bool = false) {
            self.name = name
            self.bytes = bytes
            self.encrypted = encrypted
        }
    }

    /// Whether this libzip can write (and so read) AES-encrypted entries.
    package static var encrypts: Bool { zip_encryption_method_supported(UInt16(ZIP_EM_AES_256), 1) != 0 }

    /// Writes the entries, deflated, to a new archive at `url`.
    package static func write(_ entries: [Entry], to url: URL) throws {
        var code: Int32 = 0
        guard let archive = zip_open(url.path, ZIP_CREATE | ZIP_TRUNCATE, &code) else {
            throw Failure("zip_open failed with code \(code)")
        }
        for entry in entries {
            // libzip reads the bytes at zip_close and frees them then (the last argument).
            let copy = malloc(max(entry.bytes.count, 1))!
            entry.bytes.copyBytes(to: copy.assumingMemoryBound(to: UInt8.self), count: entry.bytes.count)
            guard let source = zip_source_buffer(archive, copy, UInt64(entry.bytes.count), 1) else {
                free(copy)
                zip_discard(archive)
                throw Failure("zip_source_buffer failed")
            }
            // Without ZIP_FL_OVERWRITE a second entry of one name is refused; the archive then holds one.
            let index = zip_file_add(archive, entry.name, source, zip_flags_t(ZIP_FL_ENC_UTF_8))
            guard index >= 0 else {
                zip_source_free(source)
                zip_discard(archive)
                throw Failure("zip_file_add failed for \(entry.name): \(String(cString: zip_strerror(archive)))")
            }
            if entry.encrypted, zip_file_set_encryption(archive, UInt64(index), UInt16(ZIP_EM_AES_256), "secret") != 0 {
                zip_discard(archive)
                throw Failure("zip_file_set_encryption failed")
            }
        }
        guard zip_close(archive) == 0 else {
            let reason = String(cString: zip_strerror(archive))
            zip_discard(archive)
            throw Failure("zip_close failed: \(reason)")
        }
    }

    /// A failure to write the fixture.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
        init(_ description: String) { self.description = description }
    }
}
