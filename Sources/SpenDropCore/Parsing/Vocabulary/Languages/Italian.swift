extension VocabularyLanguage {
    /// Italian, as receipts of Italy write it.
    static let italian = VocabularyLanguage(
        name: "Italian",
        receiptLabels: [
            (.total, ["totale"]),
            (.tax, ["iva"]),
            (.cash, ["contanti"]),
        ],
        months: [
            ["gennaio"], ["febbraio"], ["marzo"], ["aprile"], ["maggio"], ["giugno"], ["luglio"], ["agosto"],
            ["settembre"], ["ott", "ottobre"], ["novembre"], ["dicembre"],
        ]
    )
}
