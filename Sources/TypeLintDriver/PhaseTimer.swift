import Dispatch
import Foundation

/// `--timing`: how long each phase takes, summed over the threads that ran it, so a regression can be
/// located. Wall-clock phases (walk, report) are measured once; parallel ones add up CPU-side time.
/// Off (`enabled: false`, a run without `--timing`), it reads no clock and takes no lock: the phases of every file
/// are timed, and both cores would otherwise queue on one lock a few times a file.
public final class PhaseTimer: @unchecked Sendable {
    public enum Phase: String, CaseIterable, Sendable {
        case walk, read, lex, parse, clang, index, resolve, rules, report
    }

    private let lock = NSLock()
    private var nanoseconds: [Phase: UInt64] = [:]
    /// When each stage of the run ended, from the start: where the cores waited shows as a gap.
    private var milestones: [(name: String, at: UInt64)] = []
    private let started = DispatchTime.now().uptimeNanoseconds
    private let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public func now() -> UInt64 { enabled ? DispatchTime.now().uptimeNanoseconds : 0 }

    public func add(_ phase: Phase, since start: UInt64) {
        guard enabled else { return }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        lock.withLock { nanoseconds[phase, default: 0] += elapsed }
    }

    func mark(_ name: String) {
        guard enabled else { return }
        let at = DispatchTime.now().uptimeNanoseconds - started
        lock.withLock { milestones.append((name, at)) }
    }

    /// One line: each phase in milliseconds, then the total wall time and when each stage ended.
    public func summary() -> String {
        let (phases, stages) = lock.withLock { (nanoseconds, milestones) }
        let parts = Phase.allCases.map { String(format: "%@ %.1f", $0.rawValue, Double(phases[$0] ?? 0) / 1e6) }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        let ends = stages.map { String(format: "%@ %.1f", $0.name, Double($0.at) / 1e6) }
        return "typelint: timing (ms, summed over threads): " + parts.joined(separator: ", ") + String(format: "; wall %.1f", wall)
            + (ends.isEmpty ? "" : " (ended: " + ends.joined(separator: ", ") + ")")
    }
}
