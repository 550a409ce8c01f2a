import Foundation
import SelfTestRunner
import SpenDropCore
import Testing

/// Japanese dates as Foundation's own Japanese calendar writes them (ICU's era tables), which
/// shares nothing with the parser's era list, read back as the days they name.
@Suite struct JapaneseDateTests {
    static let utc = TimeZone(identifier: "UTC")!

    /// `pattern` in the Japanese calendar (`GGGG` the era's name, `GGGGG` its initial) or, with
    /// `gregorian`, in the Western one.
    static func formatter(_ pattern: String, gregorian: Bool = false) -> DateFormatter {
        var calendar = Calendar(identifier: gregorian ? .gregorian : .japanese)
        calendar.timeZone = utc
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = Locale(identifier: "ja_JP")
        formatter.timeZone = utc
        formatter.dateFormat = pattern
        return formatter
    }

    /// A Lawson receipt printing `written` as its day.
    static func receipt(_ written: String) -> String {
        "ローソン 渋谷店\n\(written) 13:05\nおにぎり ¥150\nお茶 ¥140\n小計 ¥290\n消費税 ¥23\n合計 ¥313\n"
            + "お預り ¥1,000\nお釣り ¥687"
    }

    /// Random days of 2000 through 2027, each written by Foundation as an era date with the era's
    /// name (`令和元年5月1日`, `平成31年4月30日`), with its initial (`R6.12.4`), and as a two-digit year
    /// first (`24/12/04`), are each drafted on that day.
    @Test func everyWayFoundationWritesAJapaneseDayIsReadAsThatDay() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = Self.utc
        let reference = try #require(CalendarDay(year: 2027, month: 12, day: 31))
        let parser = NotificationParser(referenceDay: reference)
        let writers = [
            Self.formatter("GGGGy年M月d日"), Self.formatter("GGGGGy.M.d"), Self.formatter("yy/MM/dd", gregorian: true),
        ]
        let first = try #require(gregorian.date(from: DateComponents(year: 2000, month: 1, day: 1)))
        var random = SplitMix64(seed: 1989)
        var misread: [String] = []
        var eras: Set<String> = []
        for _ in 0..<1_500 {
            let date = first.addingTimeInterval(Double(Int.random(in: 0..<10_227, using: &random)) * 86_400)
            let parts = gregorian.dateComponents([.year, .month, .day], from: date)
            let expected = try #require(CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!))
            for writer in writers {
                let written = writer.string(from: date)
                eras.insert(String(written.prefix(2)))
                let drafts = parser.parse(Self.receipt(written)).drafts
                if drafts.count != 1 || drafts[0].date != expected {
                    misread.append(
                        "\(written): expected \(expected), read \(drafts.map { "\($0.date.map { "\($0)" } ?? "none")" })"
                    )
                }
            }
        }
        #expect(eras.isSuperset(of: ["令和", "平成"]), "the days written named only the eras \(eras.sorted())")
        #expect(misread.isEmpty, "\(misread.count) misread, the first: \(misread.prefix(5))")
    }
}
