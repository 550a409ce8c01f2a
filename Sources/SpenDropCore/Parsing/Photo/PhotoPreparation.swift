/// What is done to a photo before OCR reads it: turned upright as its camera recorded, made grey,
/// scaled up to a working size, straightened; and how a black-and-white copy of it is made.
///
/// Promises (pure): the mirror (left to right) comes first, then `clockwiseQuarterTurns` (0…3),
/// which together undo EXIF orientation 1…8 (any other value: none); `scale` is what brings the
/// longer side to `workingLongSide` pixels, at most `largestScale`, and 1 when that would be less
/// than `smallestScale` (a photo of no size is not scaled); a slant is straightened only from
/// `leastSkewDegrees` on.
public struct PhotoPreparation: Equatable, Sendable {
    /// The longer side a photo is scaled up to. tesseract reads small characters badly; on 60
    /// WildReceipt photos (most 338 × 450) read once with page segmentation 6, the total was read
    /// right on 25.4 % as they come, 37.3 % at 1,600 pixels, 33.9 % at 2,000, 35.6 % at 2,400 and
    /// 28.8 % at 3,000 (a receipt is 1.7 points). 2,000 is the middle of the plateau and leaves
    /// the SROIE photos (2,339 pixels long) as they are.
    public static let workingLongSide = 2000
    /// No photo is scaled more than this: beyond it the pixels are only blurred larger.
    public static let largestScale = 6.0
    /// A photo that needs less than this to reach the working size is read as it is: interpolating
    /// a near-working-size photo only blurs it. Read once (page segmentation 6), the 40 SROIE photos
    /// (most 1,080 × 1,527, a scale of 1.3) gave totals 87.5 % grey as they are against 85.0 %
    /// scaled, dates 80 against 75 %; WildReceipt's (scales of 4 and more) gained 8.5 points.
    public static let smallestScale = 1.5
    /// The least slant, in degrees, a photo is straightened for: tesseract reads a slighter one as
    /// well as a straight one, and every rotation blurs. Straightening every slant found read one
    /// SROIE total fewer of 40, and WildReceipt totals no better.
    public static let leastSkewDegrees = 1.0

    /// How the binarised copy (`PhotoPass.Copy.binarised`) is made black and white: Sauvola's method,
    /// each pixel against the mean and spread of the square around it, `halfWindow` pixels each
    /// way, with `factor` weighing the spread. Read once as one block (6), 70 WildReceipt photos gave
    /// 30 right totals grey and 32 binarised so; on all 218 it reads fewer alone (101 to 106) but
    /// misreads other digits than the grey copy, which is what a second reading is for.
    public static let binarisation = (halfWindow: 25, factor: 0.34)

    /// Whether a photo found slanted by `degrees` is turned straight.
    public static func straightens(slantOf degrees: Double) -> Bool {
        abs(degrees) >= leastSkewDegrees
    }

    public let mirrored: Bool
    public let clockwiseQuarterTurns: Int
    public let scale: Double

    public init(width: Int, height: Int, exifOrientation: Int?) {
        // EXIF 2 mirrors, 3 turns half way, 4 both, 5 mirrors and turns back a quarter,
        // 6 turns a quarter clockwise, 7 mirrors and turns a quarter, 8 turns back a quarter.
        switch exifOrientation {
        case 2: (mirrored, clockwiseQuarterTurns) = (true, 0)
        case 3: (mirrored, clockwiseQuarterTurns) = (false, 2)
        case 4: (mirrored, clockwiseQuarterTurns) = (true, 2)
        case 5: (mirrored, clockwiseQuarterTurns) = (true, 3)
        case 6: (mirrored, clockwiseQuarterTurns) = (false, 1)
        case 7: (mirrored, clockwiseQuarterTurns) = (true, 1)
        case 8: (mirrored, clockwiseQuarterTurns) = (false, 3)
        default: (mirrored, clockwiseQuarterTurns) = (false, 0)
        }
        let longSide = max(width, height)
        let needed = longSide > 0 ? Double(Self.workingLongSide) / Double(longSide) : 1
        scale = needed < Self.smallestScale ? 1 : min(Self.largestScale, needed)
    }
}
