/// The parser's vocabulary of days said in words (`today`, `semalam`); month names are in
/// `VocabularyLanguage.months`.
extension ParserVocabulary {
    /// The words that start a day named relative to the reference day (`relativeDay`).
    static let relativeDayWords: Set<String> = ["today", "yesterday", "semalam", "hari"]
}
