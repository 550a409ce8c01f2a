extension VocabularyLanguage {
    /// Dutch, as receipts of the Netherlands and Flanders write it.
    static let dutch = VocabularyLanguage(
        name: "Dutch",
        months: [
            ["januari"], ["februari"], ["maart", "mrt"], ["april"], ["mei"], ["juni"], ["juli"], ["augustus"],
            ["september"], ["oktober"], ["november"], ["december"],
        ]
    )
}
