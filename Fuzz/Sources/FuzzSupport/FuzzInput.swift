import Foundation

@testable import LarderImport
@testable import LarderStore
@testable import LarderValues

/// Hands a fuzzer's bytes to larder's file readers, which read from a path: the bytes are written to
/// one scratch file per process and extension, then read back through the same code an import uses.
public enum FuzzInput {
    /// The scratch folder: shared memory when the machine has it, so each run costs no disk write.
    private static let folder: URL = {
        let shm = URL(fileURLWithPath: "/dev/shm")
        let base = FileManager.default.fileExists(atPath: shm.path) ? shm : FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("larder-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: FuzzInput.folder) }
        return folder
    }()

    /// Writes `bytes` to the scratch file `input.<ext>` (or `name`) and returns its URL.
    public static func file(_ bytes: UnsafeRawBufferPointer, named name: String) -> URL {
        let url = folder.appendingPathComponent(name)
        do {
            try Data(bytes).write(to: url)
        } catch {
            fatalError("the fuzzer cannot write its scratch file \(url.path): \(error)")
        }
        return url
    }

    /// The bytes as text, invalid UTF-8 repaired: what the value parsers receive from a reader.
    public static func text(_ bytes: UnsafeRawBufferPointer) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
