import Foundation

/// The processes a process started, and theirs, read from `/proc`: what a check's child process
/// leaves behind when it is stopped or ends.
///
/// Promises: `descendants(of:)` lists every process whose chain of parents reaches `pid` at the
/// moment `/proc` is read (a process that already lost its parent is no longer found);
/// `killDescendants(of:)` sends each SIGKILL, children before their own children are read again,
/// until none is left (at most a few rounds), and never signals `pid` itself.
enum ProcessTree {
    /// Every descendant of `pid`, nearest first.
    static func descendants(of pid: Int32) -> [Int32] {
        var children: [Int32: [Int32]] = [:]
        guard let stream = opendir("/proc") else { return [] }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let process = Int32(name), let parent = parent(of: process) else { continue }
            children[parent, default: []].append(process)
        }
        var found: [Int32] = [], queue = children[pid] ?? []
        while let next = queue.first {
            queue.removeFirst()
            found.append(next)
            queue += children[next] ?? []
        }
        return found
    }

    /// Ends every descendant of `pid` (SIGKILL), reading `/proc` again until none is left, so a
    /// process started while the first were being ended is ended too.
    static func killDescendants(of pid: Int32) {
        for _ in 0..<5 {
            let found = descendants(of: pid)
            if found.isEmpty { return }
            for process in found { kill(process, SIGKILL) }
        }
    }

    /// The parent process id in `/proc/PID/stat` (the field after the command's closing parenthesis).
    private static func parent(of pid: Int32) -> Int32? {
        guard let data = FileManager().contents(atPath: "/proc/\(pid)/stat"),
            let close = data.lastIndex(of: UInt8(ascii: ")"))
        else { return nil }
        let fields = data[data.index(after: close)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 1 else { return nil }
        return Int32(String(decoding: fields[1], as: UTF8.self))
    }
}
