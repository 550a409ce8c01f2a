import Foundation
import SelfTestRunner
import SpenDropCore
import Testing

/// Days as Foundation's date formats (ICU's locale data) write them in many countries' ways,
/// which share nothing with the parser's reading of dates, drafted on the days they are.
@Suite struct WorldDateTests {
    /// Locales with the money a receipt there prints (which decides day or month first).
    static let locales: [(locale: String, money: String)] = [
        ("en_US", "$12.50"), ("en_GB", "£12.50"), ("en_IN", "₹12.50"), ("ms_MY", "RM12.50"), ("id_ID", "Rp12.000"),
        ("fr_FR", "12,50 €"), ("de_DE", "12,50 €"), ("nl_NL", "€ 12,50"), ("es_ES", "12,50 €"), ("it_IT", "12,50 €"),
        ("pt_BR", "R$ 12,50"), ("hr_HR", "12,50 €"), ("ja_JP", "¥1,200"), ("zh_CN", "¥12.50"), ("ko_KR", "₩1,200"),
        ("th_TH", "฿12.50"),
    ]

    /// Formats whose month abbreviations are left out of the vocabulary because they are common
    /// words beside a number elsewhere (Indonesian `Des`, Italian and Spanish `ago`, Portuguese `out`), and Thai,
    /// which has no table: there a day may be missed, never misread.
    static let mayMiss: Set<String> = [
        "id_ID medium", "it_IT medium", "es_ES medium", "pt_BR medium", "th_TH short", "th_TH medium", "th_TH long",
    ]

    /// For every locale and its short, medium and long date format, 60 random days of 2020 through
    /// 2027 printed on a receipt are drafted on that day; where a format may be missed, the draft
    /// has that day or none, never another.
    @Test func daysAsEachLocaleWritesThemAreDraftedOnThoseDays() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        let parser = NotificationParser(referenceDay: try #require(CalendarDay(year: 2027, month: 12, day: 31)))
        let first = try #require(gregorian.date(from: DateComponents(year: 2020, month: 1, day: 1)))
        var random = SplitMix64(seed: 2026)
        var misread: [String] = []
        for (locale, money) in Self.locales {
            for (name, style) in [("short", DateFormatter.Style.short), ("medium", .medium), ("long", .long)] {
                let format = DateFormatter()
                format.locale = Locale(identifier: locale)
                format.calendar = gregorian
                format.timeZone = gregorian.timeZone
                format.dateStyle = style
                format.timeStyle = .none
                for _ in 0..<60 {
                    let date = first.addingTimeInterval(Double(Int.random(in: 0..<2_922, using: &random)) * 86_400)
                    let parts = gregorian.dateComponents([.year, .month, .day], from: date)
                    let expected = try #require(CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!))
                    let written = format.string(from: date)
                    let text = "KEDAI ALI\n\(written)\nNASI \(money)\nTOTAL \(money)\nCASH \(money)"
                    let read = parser.parse(text).drafts.first?.date
                    if read == expected { continue }
                    if read != nil || !Self.mayMiss.contains("\(locale) \(name)") {
                        misread.append(
                            "\(locale) \(name) '\(written)': expected \(expected), read \(read.map { "\($0)" } ?? "none")"
                        )
                    }
                }
            }
        }
        #expect(misread.isEmpty, "\(misread.count) misread, the first: \(misread.prefix(5))")
    }
}
