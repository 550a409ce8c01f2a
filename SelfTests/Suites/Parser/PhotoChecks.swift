import SelfTestRunner
import SpenDropCore

/// Checks of what is done to a photo before OCR: its EXIF orientation read from the bytes, and the
/// turns, mirror and scale that make it upright at the working size.
enum PhotoChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("a JPEG's EXIF orientation is read in either byte order, after other blocks") { _ in
                .all([
                    .equal(ExifOrientation.read(jpeg(orientation: 6, littleEndian: true)), 6, "Intel order, 6"),
                    .equal(ExifOrientation.read(jpeg(orientation: 3, littleEndian: false)), 3, "Motorola order, 3"),
                    .equal(
                        ExifOrientation.read(jpeg(orientation: 8, littleEndian: true, blockBefore: true)), 8,
                        "after a JFIF block"),
                    .equal(ExifOrientation.read(jpeg(orientation: nil, littleEndian: true)), nil, "no orientation tag"),
                    .equal(ExifOrientation.read(jpeg(orientation: 9, littleEndian: true)), nil, "9 is no orientation"),
                    .equal(ExifOrientation.read([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]), nil, "a PNG"),
                    .equal(
                        ExifOrientation.read(jpeg(orientation: 6, littleEndian: true, cutAfterOrientation: true)), 6,
                        "a block that ends with the orientation's value"),
                ])
            },
            SelfTestCheck("over 20,000 cut and damaged JPEG starts, reading the orientation never traps") { _ in
                var random = SplitMix64(seed: 9301)
                let whole = jpeg(orientation: 6, littleEndian: true, blockBefore: true)
                var read = 0
                for _ in 0..<20_000 {
                    var bytes = Array(whole.prefix(Int(random.next(below: UInt64(whole.count + 1)))))
                    for _ in 0..<Int(random.next(below: 4)) where !bytes.isEmpty {
                        bytes[Int(random.next(below: UInt64(bytes.count)))] = UInt8(random.next(below: 256))
                    }
                    if let value = ExifOrientation.read(bytes), (1...8).contains(value) { read += 1 }
                }
                return .that(
                    read > 0, expected: "some intact starts read, none trapping", actual: "\(read) read")
            },
            SelfTestCheck(
                "for each EXIF orientation the mirror and turns show every pixel where the camera meant it"
            ) { _ in
                // The stored picture is 3 wide and 2 high; each orientation's displayed picture is
                // written from the EXIF standard's table, not from the preparation.
                let stored = [[1, 2, 3], [4, 5, 6]]
                let transposed = [[1, 4], [2, 5], [3, 6]]
                let displayed: [Int: [[Int]]] = [
                    1: stored, 2: stored.map { $0.reversed() }, 3: stored.reversed().map { $0.reversed() },
                    4: stored.reversed(), 5: transposed, 6: transposed.map { $0.reversed() },
                    7: transposed.reversed().map { $0.reversed() }, 8: transposed.reversed(),
                ]
                return .all(
                    (1...8).map { orientation in
                        let plan = PhotoPreparation(width: 3, height: 2, exifOrientation: orientation)
                        var picture = plan.mirrored ? stored.map { $0.reversed() } : stored
                        for _ in 0..<plan.clockwiseQuarterTurns { picture = turnedClockwise(picture) }
                        return .equal(picture, displayed[orientation], "orientation \(orientation)")
                    })
            },
            SelfTestCheck(
                "a small photo is scaled up to the working size, a large or nearly large one is left as it is; only a clear slant is straightened"
            ) { _ in
                let working = Double(PhotoPreparation.workingLongSide)
                return .all([
                    .equal(
                        PhotoPreparation(width: 500, height: 1000, exifOrientation: nil).scale, working / 1000,
                        "1000 pixels long"),
                    .equal(
                        PhotoPreparation(width: 2339, height: 1654, exifOrientation: 6).scale, 1, "2339 pixels long"),
                    .equal(
                        PhotoPreparation(width: 1080, height: 1527, exifOrientation: nil).scale, 1,
                        "1527 pixels long: a scale of 1.31 would only blur"),
                    .equal(
                        [-2.0, -0.5, 0, 0.99, 1.0, 3.5].map(PhotoPreparation.straightens(slantOf:)),
                        [true, false, false, false, true, true], "straightened from a degree of slant on"),
                    .equal(
                        PhotoPreparation(width: 30, height: 40, exifOrientation: nil).scale,
                        PhotoPreparation.largestScale, "a thumbnail, at most the largest scale"),
                    .equal(PhotoPreparation(width: 0, height: 0, exifOrientation: nil).scale, 1, "no size"),
                    .equal(
                        PhotoPreparation(width: 1, height: 1, exifOrientation: nil).scale,
                        PhotoPreparation.largestScale, "one pixel, at most the largest scale"),
                ])
            },
        ]
    }

    /// A picture (rows of pixels) turned a quarter clockwise.
    private static func turnedClockwise(_ rows: [[Int]]) -> [[Int]] {
        (0..<rows[0].count).map { column in rows.reversed().map { $0[column] } }
    }

    /// The start of a JPEG: SOI, optionally a JFIF block, then an EXIF block whose first image
    /// directory holds a width tag and, when given, the orientation tag.
    private static func jpeg(
        orientation: Int?, littleEndian: Bool, blockBefore: Bool = false, cutAfterOrientation: Bool = false
    ) -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] {
            littleEndian ? [UInt8(value & 0xFF), UInt8(value >> 8)] : [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
        func u32(_ value: Int) -> [UInt8] {
            littleEndian ? u16(value & 0xFFFF) + u16(value >> 16) : u16(value >> 16) + u16(value & 0xFFFF)
        }
        var entries: [[UInt8]] = [u16(0x0100) + u16(3) + u32(1) + u16(640) + [0, 0]]
        if let orientation { entries.append(u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]) }
        var tiff =
            (littleEndian ? Array("II".utf8) + [42, 0] : Array("MM".utf8) + [0, 42]) + u32(8) + u16(entries.count)
            + entries.flatMap { $0 } + u32(0)
        // The orientation's two padding bytes and the next directory's offset left off.
        if cutAfterOrientation { tiff.removeLast(6) }
        let body = Array("Exif".utf8) + [0, 0] + tiff
        let length = body.count + 2
        var bytes: [UInt8] = [0xFF, 0xD8]
        if blockBefore { bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0] }
        bytes += [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
        return bytes + [0xFF, 0xDA, 0x00, 0x02]
    }
}
