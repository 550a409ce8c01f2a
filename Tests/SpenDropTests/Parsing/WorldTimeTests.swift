import Foundation
import SelfTestRunner
import SpenDropCore
import Testing

/// Times of day as Foundation's formats (ICU's locale data) write them, on the 24-hour clock and
/// on the 12-hour one with each language's words for before and after noon (`1:45 PTG`,
/// `오후 1:45`, `下午1:45`, `午前0:05`), drafted at the times they are.
@Suite struct WorldTimeTests {
    static let locales = [
        "en_US", "en_GB", "ms_MY", "id_ID", "fr_FR", "de_DE", "nl_NL", "es_ES", "it_IT", "pt_BR", "hr_HR", "ja_JP",
        "zh_CN", "ko_KR", "en_IN", "th_TH",
    ]

    /// Indonesian writes the hour and minute with a point (`13.45`), which is read as no time: a
    /// number with a point is as often an amount. There a time may be missed, never misread.
    static let mayMiss: Set<String> = ["id_ID"]

    /// For every locale, 40 random times in its short time format and 40 in its 12-hour format,
    /// printed beside a receipt's date, are drafted at that time (or, where it may be missed, at
    /// none, never another).
    @Test func timesAsEachLocaleWritesThemAreDraftedAtThoseTimes() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        let parser = NotificationParser(referenceDay: try #require(CalendarDay(year: 2026, month: 12, day: 5)))
        var random = SplitMix64(seed: 1345)
        var misread: [String] = []
        for locale in Self.locales {
            let short = DateFormatter()
            short.timeStyle = .short
            short.dateStyle = .none
            let twelveHour = DateFormatter()
            for format in [short, twelveHour] {
                format.locale = Locale(identifier: locale)
                format.timeZone = gregorian.timeZone
            }
            twelveHour.setLocalizedDateFormatFromTemplate("hmm")
            for format in [short, twelveHour] {
                for _ in 0..<40 {
                    let hour = Int.random(in: 0..<24, using: &random), minute = Int.random(in: 0..<60, using: &random)
                    let date = try #require(
                        gregorian.date(from: DateComponents(year: 2026, month: 12, day: 2, hour: hour, minute: minute)))
                    let written = format.string(from: date)
                    let text = "KEDAI ALI\n02/12/2026 \(written)\nNASI RM12.50\nTOTAL RM12.50\nCASH RM12.50"
                    let read = parser.parse(text).drafts.first?.time
                    if read == TimeOfDay(hour: hour, minute: minute) { continue }
                    if read != nil || !Self.mayMiss.contains(locale) {
                        misread.append(
                            "\(locale) '\(written)': expected \(hour):\(minute), read \(read.map { "\($0)" } ?? "none")"
                        )
                    }
                }
            }
        }
        #expect(misread.isEmpty, "\(misread.count) misread, the first: \(misread.prefix(5))")
    }
}
