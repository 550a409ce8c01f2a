import Foundation

/// What kind of fault an error from SQLite or from the file system is, so that each kind gets its
/// own sentence and its own advice: only real damage ever leads to "restore a backup".
///
/// Promises: a classification from the extended result code and the `errno` behind it alone;
/// pure, no I/O.
public enum StoreFault: Equatable, Sendable {
    /// No room left on the disk (SQLITE_FULL, an `-shm` that cannot be sized, ENOSPC, EDQUOT).
    case diskFull
    /// The file, its folder or the whole file system cannot be written.
    case readOnly(fileSystem: Bool)
    /// Another connection holds the lock longer than the busy timeout.
    case locked
    /// The disk or the kernel reported an input/output error.
    case ioError
    /// SQLite says the file is damaged or not a database. Only an integrity check confirms it.
    case damage
    /// SQLite could not open the file at all (a missing folder, permissions).
    case cannotOpen
    /// Out of memory, or anything else.
    case other

    public static func of(_ error: SQLiteError) -> StoreFault {
        if let fault = of(errno: error.systemErrno), error.primary != .corrupt, error.primary != .notADatabase {
            return fault
        }
        if error.code == SQLiteResultCode.sharedMemorySizeExtendedCode { return .diskFull }
        switch error.primary {
        case .full: return .diskFull
        case .readOnly: return .readOnly(fileSystem: false)
        case .busy, .locked: return .locked
        case .ioError: return .ioError
        case .corrupt, .notADatabase: return .damage
        case .cannotOpen, .permission: return .cannotOpen
        default: return .other
        }
    }

    /// The fault an `errno` names, nil for one that says nothing about the store's state.
    public static func of(errno code: Int32) -> StoreFault? {
        switch code {
        case ENOSPC, EDQUOT: return .diskFull
        case EROFS: return .readOnly(fileSystem: true)
        case EACCES, EPERM: return .readOnly(fileSystem: false)
        case EIO: return .ioError
        default: return nil
        }
    }
}
