import Foundation
import SpenDropCore

/// The image functions of Leptonica's C library, found at run time (`dlopen`), for preparing a
/// photo before tesseract reads it.
///
/// Promises: spendrop neither links nor needs the library: `load` gives nil where it is missing
/// (tesseract itself depends on it, so it is there wherever `parse --image` can run), and every
/// other command is untouched; Leptonica prints nothing (its messages are silenced); every image it
/// makes is destroyed before `prepare` or `binarise` returns.
struct Leptonica {
    /// The library's names, newest first (Debian: `libleptonica6`, earlier `liblept5`).
    static let libraryNames = ["libleptonica.so.6", "liblept.so.5", "libleptonica.so", "liblept.so"]
    /// Leptonica's `IFF_PNG` file format.
    private static let pngFormat: Int32 = 3
    /// Leptonica's `L_SEVERITY_NONE`: no message is printed.
    private static let silent: Int32 = 6
    /// `pixSauvolaBinarize` pads the image by the window so its edges are measured too.
    private static let addBorder: Int32 = 1
    /// `pixDeskewGeneral`'s sweep and search settings: 0 takes the library's defaults.
    private static let librarySkewDefault: Int32 = 0

    private typealias Read = @convention(c) (UnsafePointer<CChar>) -> OpaquePointer?
    private typealias Measure = @convention(c) (OpaquePointer) -> Int32
    private typealias ToGrey = @convention(c) (OpaquePointer, Int32) -> OpaquePointer?
    private typealias Scale = @convention(c) (OpaquePointer, Float, Float) -> OpaquePointer?
    private typealias Turn = @convention(c) (OpaquePointer, Int32) -> OpaquePointer?
    private typealias Mirror = @convention(c) (OpaquePointer?, OpaquePointer) -> OpaquePointer?
    /// `pixDeskewGeneral(pixs, redsweep, sweeprange, sweepdelta, redsearch, thresh, &angle, &conf)`.
    private typealias Straighten =
        @convention(c) (
            OpaquePointer, Int32, Float, Float, Int32, Int32, UnsafeMutablePointer<Float>?, UnsafeMutablePointer<Float>?
        ) -> OpaquePointer?
    /// `pixSauvolaBinarize(pixs, whsize, factor, addborder, &pixm, &pixsd, &pixth, &pixd)`.
    private typealias Binarise =
        @convention(c) (
            OpaquePointer, Int32, Float, Int32, UnsafeMutablePointer<OpaquePointer?>?,
            UnsafeMutablePointer<OpaquePointer?>?, UnsafeMutablePointer<OpaquePointer?>?,
            UnsafeMutablePointer<OpaquePointer?>?
        ) -> Int32
    private typealias Write = @convention(c) (UnsafePointer<CChar>, OpaquePointer, Int32) -> Int32
    private typealias Destroy = @convention(c) (UnsafeMutablePointer<OpaquePointer?>) -> Void
    private typealias Severity = @convention(c) (Int32) -> Int32

    private let read: Read
    private let width: Measure
    private let height: Measure
    private let toGrey: ToGrey
    private let scale: Scale
    private let turn: Turn
    private let mirror: Mirror
    private let straighten: Straighten
    private let sauvola: Binarise
    private let write: Write
    private let destroy: Destroy

    /// The library, or nil when none of `libraryNames` loads or a function is missing.
    static func load() -> Leptonica? {
        guard let handle = libraryNames.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            return nil
        }
        func function<F>(_ name: String, _: F.Type) -> F? {
            dlsym(handle, name).map { unsafeBitCast($0, to: F.self) }
        }
        guard let read = function("pixRead", Read.self), let width = function("pixGetWidth", Measure.self),
            let height = function("pixGetHeight", Measure.self), let toGrey = function("pixConvertTo8", ToGrey.self),
            let scale = function("pixScale", Scale.self), let turn = function("pixRotateOrth", Turn.self),
            let mirror = function("pixFlipLR", Mirror.self),
            let straighten = function("pixDeskewGeneral", Straighten.self),
            let sauvola = function("pixSauvolaBinarize", Binarise.self),
            let write = function("pixWrite", Write.self), let destroy = function("pixDestroy", Destroy.self),
            let severity = function("setMsgSeverity", Severity.self)
        else { return nil }
        _ = severity(silent)
        return Leptonica(
            read: read, width: width, height: height, toGrey: toGrey, scale: scale, turn: turn, mirror: mirror,
            straighten: straighten, sauvola: sauvola, write: write, destroy: destroy)
    }

    /// Writes to `output` (PNG) the photo at `input` turned upright by its EXIF orientation
    /// (`exifOrientation`), in grey, scaled to the working size and straightened where it slants
    /// enough, as `PhotoPreparation` decides; false when Leptonica could not read or write it.
    func prepare(_ input: String, exifOrientation: Int?, into output: String) -> Bool {
        guard var image = read(input) else { return false }
        // Each step makes a new image; the one before it is destroyed at once.
        func step(_ made: OpaquePointer?) -> Bool {
            guard let made else { return false }
            var old: OpaquePointer? = image
            destroy(&old)
            image = made
            return true
        }
        defer {
            var last: OpaquePointer? = image
            destroy(&last)
        }
        let plan = PhotoPreparation(
            width: Int(width(image)), height: Int(height(image)), exifOrientation: exifOrientation)
        guard step(toGrey(image, 0)) else { return false }
        if plan.mirrored, !step(mirror(nil, image)) { return false }
        if plan.clockwiseQuarterTurns > 0, !step(turn(image, Int32(plan.clockwiseQuarterTurns))) { return false }
        if plan.scale > 1, !step(scale(image, Float(plan.scale), Float(plan.scale))) { return false }
        var slant: Float = 0
        let straightened = straighten(
            image, Self.librarySkewDefault, 0, 0, Self.librarySkewDefault, Self.librarySkewDefault, &slant, nil)
        if let straightened {
            if PhotoPreparation.straightens(slantOf: Double(slant)) {
                _ = step(straightened)
            } else {
                var unused: OpaquePointer? = straightened
                destroy(&unused)
            }
        }
        return write(output, image, Self.pngFormat) == 0
    }

    /// Writes to `output` (PNG) the grey image at `input` (one `prepare` wrote) made black and white
    /// by each pixel's neighbourhood (Sauvola's method, `PhotoPreparation.binarisation`); false when
    /// Leptonica could not read, binarise or write it.
    func binarise(_ input: String, into output: String) -> Bool {
        var grey = read(input)
        defer { destroy(&grey) }
        var binary: OpaquePointer?
        defer { destroy(&binary) }
        let settings = PhotoPreparation.binarisation
        guard let image = grey,
            sauvola(
                image, Int32(settings.halfWindow), Float(settings.factor), Self.addBorder, nil, nil, nil, &binary) == 0,
            let made = binary
        else { return false }
        return write(output, made, Self.pngFormat) == 0
    }
}
