import Foundation
import SpenDropCore

/// Gives tesseract a photo it can read: a grey, upright copy at the working size in the scratch
/// folder (`PhotoPreparation`, done by `Leptonica`), and a black-and-white copy of that when a
/// reading asks for one (`PhotoPass`).
///
/// Promises: the user's file is only read; the copy is a private scratch file; where Leptonica is
/// missing or cannot read the photo, the photo is read as it is (the path given back is the
/// user's own), so preparing never makes `parse --image` fail.
enum PhotoPreparer {
    /// The EXIF block of a JPEG sits in its first segment, at most 64 KB long.
    static let exifSearchBytes = 1 << 16

    /// The path tesseract should read for the photo at `path` (checked by `TesseractOCR.check`).
    static func readablePath(
        for path: String, scratch: ScratchFolder, fileID: String, library: Leptonica? = Leptonica.load()
    ) -> String {
        guard let library, let handle = FileHandle(forReadingAtPath: path),
            let output = try? scratch.newFile("photo-\(fileID).png")
        else { return path }
        let head = [UInt8]((try? handle.read(upToCount: exifSearchBytes)) ?? Data())
        try? handle.close()
        return library.prepare(path, exifOrientation: ExifOrientation.read(head), into: output.path)
            ? output.path : path
    }

    /// The black-and-white copy (`PhotoPass.Copy.binarised`) of `prepared`, the grey copy
    /// `readablePath` made of the photo at `original`, written to the scratch folder; nil when
    /// there is no grey copy (Leptonica missing, or the photo read as it is) or the copy could not
    /// be made, and the passes that read it are left out.
    static func binarisedPath(
        of prepared: String, original: String, scratch: ScratchFolder, fileID: String,
        library: Leptonica? = Leptonica.load()
    ) -> String? {
        guard prepared != original, let library, let output = try? scratch.newFile("photo-\(fileID)-bw.png") else {
            return nil
        }
        return library.binarise(prepared, into: output.path) ? output.path : nil
    }
}
