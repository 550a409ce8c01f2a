/// How a camera says its photo is to be turned for viewing: the EXIF orientation tag (0x0112) of
/// a JPEG's first image directory.
///
/// Promises (pure, bounds-checked): `read` never traps on any bytes; it gives the tag's value
/// 1…8, or nil when the bytes are not a JPEG, carry no EXIF block, no orientation tag, or a value
/// outside 1…8 (a photo without one is shown as stored).
public enum ExifOrientation {
    /// The JPEG markers that carry no length: start of image, restart markers.
    private static func standsAlone(_ marker: UInt8) -> Bool { marker == 0xD8 || (0xD0...0xD7).contains(marker) }
    private static let app1: UInt8 = 0xE1
    /// Start of scan: the image data follows; no EXIF block comes after it.
    private static let startOfScan: UInt8 = 0xDA
    private static let orientationTag: UInt16 = 0x0112
    private static let exifHeader: [UInt8] = Array("Exif".utf8) + [0, 0]

    /// The orientation `bytes` (a JPEG file's start; the EXIF block sits in its first 64 KB) records.
    public static func read(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var position = 2
        while position + 4 <= bytes.count {
            guard bytes[position] == 0xFF else { return nil }
            let marker = bytes[position + 1]
            if marker == 0xFF {
                position += 1  // fill byte
                continue
            }
            if standsAlone(marker) {
                position += 2
                continue
            }
            if marker == startOfScan { return nil }
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            guard length >= 2 else { return nil }
            let body = position + 4, end = position + 2 + length
            if marker == app1, end <= bytes.count, end - body > exifHeader.count,
                bytes[body..<(body + exifHeader.count)].elementsEqual(exifHeader)
            {
                return orientation(inTIFF: Array(bytes[(body + exifHeader.count)..<end]))
            }
            position = end
        }
        return nil
    }

    /// The orientation tag of the first image directory of a TIFF structure (`II*\0` or `MM\0*`).
    private static func orientation(inTIFF tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func unsigned16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            let (first, second) = (Int(tiff[at]), Int(tiff[at + 1]))
            return littleEndian ? first | second << 8 : first << 8 | second
        }
        func unsigned32(_ at: Int) -> Int? {
            guard let low = unsigned16(littleEndian ? at : at + 2), let high = unsigned16(littleEndian ? at + 2 : at)
            else { return nil }
            return high << 16 | low
        }
        guard let directory = unsigned32(4), let entries = unsigned16(directory) else { return nil }
        for entry in 0..<entries {
            let at = directory + 2 + entry * 12
            guard let tag = unsigned16(at) else { return nil }
            if tag == Int(orientationTag) {
                guard let value = unsigned16(at + 8), (1...8).contains(value) else { return nil }
                return value
            }
        }
        return nil
    }
}
