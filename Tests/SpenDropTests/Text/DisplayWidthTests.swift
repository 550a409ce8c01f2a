import Foundation
import Glibc
import SelfTestRunner
import SpenDropCore
import Testing

/// Terminal widths measured as the C library measures them (`wcwidth`, from glibc's own Unicode
/// tables), which shares nothing with `DisplayWidth`.
enum CLibraryWidth {
    typealias Function = @convention(c) (Int32) -> Int32
    /// `wcwidth` in a UTF-8 locale; -1 for a character it does not print.
    static let wcwidth: Function = {
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        return unsafeBitCast(dlsym(nil, "wcwidth")!, to: Function.self)
    }()

    /// The sum of each scalar's width (what `wcswidth` gives text of single-scalar characters).
    static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + max(0, Int(wcwidth(Int32(bitPattern: $1.value)))) }
    }
}

@Suite struct DisplayWidthTests {
    /// Every assigned character of Unicode 14 (the tables both sides have) measures as the C
    /// library measures it. Spacing marks are left out: their spacing changed between versions.
    @Test func everyCharacterMeasuresAsTheCLibraryMeasuresIt() {
        var disagreements: [String] = [], compared = 0
        for value in UInt32(0x20)...UInt32(0x3FFFF) {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
                scalar.properties.generalCategory != .spacingMark,
                let age = scalar.properties.age, age.major < 14 || age == (14, 0)
            else { continue }
            let expected = CLibraryWidth.wcwidth(Int32(bitPattern: value))
            guard expected >= 0 else { continue }
            compared += 1
            let actual = DisplayWidth.of(Character(scalar))
            if actual != Int(expected) {
                disagreements.append(
                    "U+\(String(value, radix: 16, uppercase: true)): C library \(expected), spendrop \(actual)")
            }
        }
        #expect(compared > 100_000, "compared only \(compared) characters")
        #expect(disagreements.isEmpty, "\(disagreements.count) disagree: \(disagreements.prefix(10))")
    }

    /// Characters made of several scalars take the columns a terminal draws them in.
    @Test(arguments: [
        ("e\u{301}", 1), ("🇲🇾", 2), ("👨‍👩‍👧", 2), ("☕️", 2), ("❤️", 2), ("❤", 1), ("👍🏽", 2), ("가", 2), ("Ａ", 2),
        ("a\u{200B}b", 2),
    ])
    func clustersTakeTheColumnsTheyAreDrawnIn(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    /// For any text and width, a cell is exactly that wide by the C library's count, a cut keeps
    /// a whole-character prefix and ends in `…`, and right alignment ends where the cell ends.
    @Test func aCellIsExactlyItsWidthForAnyText() {
        let pool = Array("abcXYZ 019.,-海底捞火锅餐饮储蓄가나다カタカナＡＢ☕🍩🎉éñüßΩж") + ["e\u{301}"].map(Character.init)
        var random = SplitMix64(seed: 2026)
        for _ in 0..<5_000 {
            let text = String(
                (0..<Int.random(in: 0...40, using: &random)).map { _ in pool.randomElement(using: &random)! })
            let width = Int.random(in: 1...30, using: &random)
            let cell = DisplayWidth.cell(text, width: width)
            #expect(
                CLibraryWidth.of(cell) == width,
                "'\(cell)' is \(CLibraryWidth.of(cell)) columns, not \(width), for '\(text)'")
            let cut = DisplayWidth.cut(text, to: width)
            if CLibraryWidth.of(text) <= width {
                #expect(cut == text, "'\(text)' fits in \(width) columns and was cut to '\(cut)'")
            } else {
                #expect(
                    cut.hasSuffix("…") && !cut.hasSuffix(" …") && text.hasPrefix(String(cut.dropLast()))
                        && CLibraryWidth.of(cut) <= width, "'\(text)' cut to \(width): '\(cut)'")
            }
            #expect(CLibraryWidth.of(DisplayWidth.rightAligned(cut, to: width)) == width)
        }
    }
}
