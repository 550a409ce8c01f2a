/// The parser's vocabulary of days said in words (`today`, `semalam`); month names are in
/// `VocabularyLanguage.months`.
extension ParserVocabulary {
    /// The words that start a day named relative to the reference day (`relativeDay`).
    static let relativeDayWords: Set<String> = ["today", "yesterday", "semalam", "hari"]

    /// Every language's names of the days of the week (`VocabularyLanguage.weekdays`).
    static let weekdays: Set<String> = Set(VocabularyLanguage.all.flatMap(\.weekdays))

    /// Every language's words that label the day of a sale (`VocabularyLanguage.dateLabels`).
    static let dateLabelWords: Set<String> = Set(VocabularyLanguage.all.flatMap(\.dateLabels))

    /// Every language's words that label another day (`VocabularyLanguage.otherDayLabels`).
    static let otherDayWords: Set<String> = Set(VocabularyLanguage.all.flatMap(\.otherDayLabels))
}
