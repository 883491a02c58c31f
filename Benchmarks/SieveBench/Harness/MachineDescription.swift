// What the numbers were measured on: the toolchain, the Foundation implementation, the CPU.
// The toolchain is known at compile time only, so it is read from `#if compiler(...)` checks.

import Foundation

/// The machine and software a run measures, for the header of every report.
struct MachineDescription {
    /// The Swift compiler that built the benchmark, e.g. `Swift 6.3.1`.
    var toolchain: String
    /// Which Foundation provides `JSONDecoder` and `JSONSerialization`.
    var foundation: String
    /// The CPU model.
    var cpu: String
    /// Logical cores online.
    var cores: Int
    /// Operating system and kernel.
    var system: String

    /// The machine this process runs on.
    static func current() -> MachineDescription {
        MachineDescription(
            toolchain: compilerVersion, foundation: foundationImplementation,
            cpu: cpuModel(), cores: ProcessInfo.processInfo.activeProcessorCount,
            system: systemDescription())
    }

    static var compilerVersion: String {
        #if compiler(>=6.4)
            return "Swift ≥ 6.4"
        #elseif compiler(>=6.3.1)
            return "Swift 6.3.1"
        #elseif compiler(>=6.3)
            return "Swift 6.3"
        #elseif compiler(>=6.2)
            return "Swift 6.2"
        #elseif compiler(>=6.1)
            return "Swift 6.1"
        #else
            return "Swift 6.0"
        #endif
    }

    static var foundationImplementation: String {
        // Darwin first: whether an Apple SDK also lets `FoundationEssentials` be imported on
        // its own says nothing about which Foundation the process runs.
        #if canImport(Darwin)
            return "Apple Foundation (Darwin)"
        #elseif canImport(FoundationEssentials)
            return "swift-foundation (FoundationEssentials JSONDecoder)"
                + " + swift-corelibs-foundation (JSONSerialization)"
        #else
            return "swift-corelibs-foundation"
        #endif
    }

    static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
            return "unknown CPU"
        }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown CPU"
    }

    static func systemDescription() -> String {
        let info = ProcessInfo.processInfo
        #if os(Linux)
            return "Linux " + info.operatingSystemVersionString
        #else
            return info.operatingSystemVersionString
        #endif
    }
}
