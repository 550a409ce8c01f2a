/// One reading of a photo by tesseract: which prepared copy it reads and with which page
/// segmentation; `plan` is the order the readings are made in while `ReadingChoice.readsAgain`
/// says another is worth making.
///
/// Promises (pure): the plan starts with the grey copy read as one block of text, the best single
/// reading; each pass after it is one the passes before it do not already make, in the order they
/// read totals best alone. On the 218 WildReceipt photos of the development corpus, totals read
/// right by one pass alone: grey as one block (6) 106, binarised as one block 101, grey as sparse
/// text (11) 97, binarised as one column (4) 92, grey as one column 88; some pass read 151 of them
/// right, the three grey ones 130. The readings vote (`ReadingChoice`), so a pass that reads fewer
/// totals alone still helps when it misreads other digits than the others do.
public struct PhotoPass: Equatable, Sendable {
    /// The copy of the photo tesseract reads (`PhotoPreparation`).
    public enum Copy: Equatable, Sendable {
        /// Upright, grey, at the working size, straightened.
        case grey
        /// The grey copy made black and white by its neighbourhood (`PhotoPreparation.binarisation`).
        case binarised
    }

    public let copy: Copy
    /// tesseract's `--psm`: 6 a single uniform block of text, 4 a single column of text of variable
    /// sizes, 11 sparse text in no order.
    public let pageSegmentationMode: Int

    public init(_ copy: Copy, pageSegmentationMode: Int) {
        self.copy = copy
        self.pageSegmentationMode = pageSegmentationMode
    }

    /// The readings in the order they are made. With the first alone, the 40 SROIE photos read
    /// totals, dates and merchants right 82.5, 80 and 75 % as one block (6), 77.5, 60 and 75 % with
    /// automatic segmentation (3), 77.5, 57.5 and 77.5 % as one column (4), 67.5, 65 and 77.5 % as
    /// sparse text (11); `--dpi 300` changed nothing, and tesseract's own adaptive thresholding
    /// (`thresholding_method=1`) read 52.5 % of totals.
    public static let plan: [PhotoPass] = [
        PhotoPass(.grey, pageSegmentationMode: 6), PhotoPass(.binarised, pageSegmentationMode: 6),
        PhotoPass(.grey, pageSegmentationMode: 11), PhotoPass(.binarised, pageSegmentationMode: 4),
        PhotoPass(.grey, pageSegmentationMode: 4),
    ]
}
