import CFuzzer
import FuzzSupport

/// libFuzzer's entry point: the input is written to `input.zip` and read as an archive, entry by entry.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let url = FuzzInput.file(UnsafeRawBufferPointer(start: data, count: size), named: "input.zip")
    ArchiveHarness.run(url: url)
    return 0
}

/// The entry point SwiftPM links `main` to: hands the command line to libFuzzer's driver.
@_cdecl("FuzzZip_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzz)
}
