// What the run is doing, said often enough that it never looks stuck: every line printed
// resets a watchdog, and when nothing has been printed for a while the watchdog prints what
// the run is busy with (a Foundation decode of a pathological file can take seconds).

import Foundation

/// The run's current activity, and the watchdog that prints it after a silence.
final class Progress: @unchecked Sendable {
    // @unchecked, and why it is sound: every stored var is read and written under `lock`.

    /// The run's progress.
    static let shared = Progress()

    /// How long the run may stay silent before the watchdog speaks.
    static let silence: Duration = .seconds(8)

    private let lock = NSLock()
    private let clock = ContinuousClock()
    private var lastLine: ContinuousClock.Instant
    private var activity = "starting"
    private var activityStart: ContinuousClock.Instant
    private var started = false

    private init() {
        lastLine = clock.now
        activityStart = clock.now
    }

    /// Notes that a line was printed.
    func printed() {
        lock.withLock { lastLine = clock.now }
    }

    /// Notes what the run does now (`checking codable-anyjson canada.json`).
    func begin(_ activity: String) {
        lock.withLock {
            self.activity = activity
            activityStart = clock.now
        }
    }

    /// Starts the watchdog, once: a thread that wakes every second and, after a silence,
    /// prints the activity and how long it has lasted.
    func startWatchdog(_ print: @escaping @Sendable (String) -> Void) {
        let alreadyStarted = lock.withLock {
            defer { started = true }
            return started
        }
        guard !alreadyStarted else { return }
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                let message: String? = lock.withLock {
                    let now = clock.now
                    guard now - lastLine >= Progress.silence else { return nil }
                    let seconds = Int((now - activityStart).components.seconds)
                    return "  … \(activity) (\(seconds) s)"
                }
                if let message { print(message) }
            }
        }
    }
}
