/// The parser's vocabulary of days said in words (`today`, `semalam`); month names are in
/// `VocabularyLanguage.months`.
extension ParserVocabulary {
    /// The words that start a day named relative to the reference day (`relativeDay`).
    static let relativeDayWords: Set<String> = ["today", "yesterday", "semalam", "hari"]

    /// Every language's names of the days of the week (`VocabularyLanguage.weekdays`).
    static let weekdays: Set<String> = Set(VocabularyLanguage.all.flatMap(\.weekdays))

    /// Every language's words that label the day of a sale (`VocabularyLanguage.dateLabels`).
    static let dateLabelWords: Set<String> = Set(VocabularyLanguage.all.flatMap(\.dateLabels))

    /// Every language's words a date in words puts between its parts (`VocabularyLanguage.dateConnectors`).
    static let dateConnectors: Set<String> = Set(VocabularyLanguage.all.flatMap(\.dateConnectors))

    /// Every language's words that label another day (`VocabularyLanguage.otherDayLabels`).
    static let otherDayWords: Set<String> = Set(VocabularyLanguage.all.flatMap(\.otherDayLabels))

    /// One way of writing an era's name (`VocabularyLanguage.eras`): its words as `ScannedText`
    /// splits them (`令`, `和`: each ideograph is a word), or its initial (`r`), which a year's
    /// number must follow with no space (`R6`).
    struct EraSpelling: Sendable {
        let words: [String]
        let initial: Bool
        let firstYear: Int
    }

    /// Every language's eras, by name and by initial.
    static let eras: [EraSpelling] = VocabularyLanguage.all.flatMap { language in
        language.eras.flatMap { era in
            [
                EraSpelling(words: era.name.map { String($0).lowercased() }, initial: false, firstYear: era.firstYear),
                EraSpelling(words: [era.initial.lowercased()], initial: true, firstYear: era.firstYear),
            ]
        }
    }

    /// The first word of every spelling in `eras`, so a word that starts none is passed over at once.
    static let eraFirstWords: Set<String> = Set(eras.compactMap(\.words.first))

    /// Every language's word for an era's first year in place of its number (`令和元年`: `元`).
    static let firstYearOfEra: Set<String> = Set(VocabularyLanguage.all.flatMap(\.eraFirstYearWords))

    /// One way of saying before or after noon (`VocabularyLanguage.meridiems`), as the words
    /// `ScannedText` splits it into (`下午`: `下`, `午`; `오후` and `pm` are one word each).
    struct MeridiemSpelling: Sendable {
        let words: [String]
        let afterNoon: Bool
        let beforeTime: Bool
    }

    /// The one-word spellings written after a time (`pm`, `ptg`), to whether they mean after noon.
    static let meridiemsAfterTime: [String: Bool] = Dictionary(
        meridiems.filter { !$0.beforeTime && $0.words.count == 1 }.map { ($0.words[0], $0.afterNoon) },
        uniquingKeysWith: { first, _ in first })

    /// Every language's words for before and after noon.
    static let meridiems: [MeridiemSpelling] = VocabularyLanguage.all.flatMap { language in
        language.meridiems.map { meridiem in
            let isIdeographic = meridiem.word.unicodeScalars.allSatisfy { (0x3040...0x9FFF).contains($0.value) }
            return MeridiemSpelling(
                words: isIdeographic ? meridiem.word.map { String($0) } : [meridiem.word.lowercased()],
                afterNoon: meridiem.afterNoon, beforeTime: meridiem.beforeTime)
        }
    }
}
