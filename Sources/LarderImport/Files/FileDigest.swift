internal import CCrypto
import Foundation

/// The SHA-256 of a file, read in bounded memory, as lowercase hex.
enum FileDigest {
    static func sha256(of url: URL) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw ImportError.unreadable(path: url.path, reason: "it cannot be opened")
        }
        defer { try? handle.close() }
        guard let context = EVP_MD_CTX_new() else { fatalError("OpenSSL could not allocate a digest context") }
        defer { EVP_MD_CTX_free(context) }
        EVP_DigestInit_ex(context, EVP_sha256(), nil)
        while true {
            let chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes { _ = EVP_DigestUpdate(context, $0.baseAddress, $0.count) }
        }
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &digest, &length)
        return digest.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }
}

/// The SHA-256 of a file taken on a thread of its own while the file is imported: reading the file a
/// second time then costs the import nothing on a machine with a core to spare.
final class BackgroundDigest: @unchecked Sendable {
    // `result` is written once on the digest's thread before `done` is signalled, and read only after
    // waiting for `done`: the semaphore orders the two.
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<String, any Error> = .success("")

    /// Starts taking the SHA-256 of the file at `url`.
    init(of url: URL) {
        Thread {
            self.result = Result { try FileDigest.sha256(of: url) }
            self.done.signal()
        }.start()
    }

    /// A digest already taken (by the unchanged-file check), so the file is not read for it again.
    init(known sha256: String) {
        result = .success(sha256)
        done.signal()
    }

    /// The digest, once taken (waits for it).
    func value() throws -> String {
        done.wait()
        done.signal()
        return try result.get()
    }
}
