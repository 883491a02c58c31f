// Where SwiftPM puts what it builds: the executables the tests run (`sieve`, `sieve-fuzz`) sit
// there, beside the test bundle. Shared by the test targets that run them (SieveTestSupport).

import Foundation

/// The folder of the build's products: the test bundle's folder.
///
/// On Linux the tests are an executable of their own in that folder (`/proc/self/exe`). On
/// Apple systems they are a bundle, `….xctest/Contents/MacOS/…`, loaded by a runner that lives
/// elsewhere, so the folder is the one around the bundle of the image holding this code.
public let productsDirectory: URL = {
    #if canImport(Darwin)
    var info = Dl_info()
    guard dladdr(#dsohandle, &info) != 0, let name = info.dli_fname else {
        fatalError("dladdr cannot name the test bundle's image")
    }
    var url = URL(fileURLWithPath: String(cString: name)).resolvingSymlinksInPath()
    while url.pathExtension != "xctest" && url.pathComponents.count > 1 {
        url.deleteLastPathComponent()
    }
    return url.deletingLastPathComponent()
    #else
    return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()
    #endif
}()
