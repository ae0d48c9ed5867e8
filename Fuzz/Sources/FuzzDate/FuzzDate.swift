import CFuzzer
import FuzzSupport

/// libFuzzer's entry point: the input, as text, goes through the parsers of dates, instants and slash orders.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ValueHarness.dates(FuzzInput.text(UnsafeRawBufferPointer(start: data, count: size)))
    return 0
}

/// The entry point SwiftPM links `main` to: hands the command line to libFuzzer's driver.
@_cdecl("FuzzDate_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzz)
}
