import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Ends a child process of a self-test launch as soon as its parent is gone, so a parent that is
/// killed (a CI timeout, a benchmark's limit) never leaves a child running checks — or a check
/// stuck in a loop — on its own.
///
/// Promises: polls the parent process id every 100 ms on a background thread; when it changes
/// (the parent died and the child was handed to another), the child exits at once with status 1.
enum ParentWatch {
    static func start() {
        let parent = getppid()
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: 0.1)
                if getppid() != parent { _exit(1) }
            }
        }
    }
}
