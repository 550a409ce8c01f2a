import Foundation

/// Says what a file-system error from Foundation means in one plain phrase, instead of
/// "The operation could not be completed" or an `NSCocoaErrorDomain` dump.
///
/// Promises: the operating system's own words (`strerror`) when an `errno` is behind the error;
/// Foundation's description otherwise. `fault` names disk-full, read-only and I/O errors.
public enum FileSystemErrorText {
    public static func describe(_ error: Error) -> String {
        if let code = posixCode(error) { return String(cString: strerror(code)) }
        let description = (error as NSError).localizedDescription
        return description.isEmpty ? "\(error)" : description
    }

    /// The fault behind a file-system error, when it names one.
    public static func fault(_ error: Error) -> StoreFault? {
        posixCode(error).flatMap { StoreFault.of(errno: $0) }
    }

    static func posixCode(_ error: Error) -> Int32? {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { return posixCode(underlying) }
        switch error.code {
        case NSFileWriteOutOfSpaceError: return ENOSPC
        case NSFileWriteVolumeReadOnlyError: return EROFS
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return EACCES
        default: return nil
        }
    }
}
