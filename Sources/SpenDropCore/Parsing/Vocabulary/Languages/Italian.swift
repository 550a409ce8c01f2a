extension VocabularyLanguage {
    /// Italian, as receipts of Italy write it.
    static let italian = VocabularyLanguage(
        name: "Italian",
        receiptLabels: [
            (.total, ["totale"]),
            (.subtotal, ["subtotale"]),
            (.amount, ["importo"]),
            (.payable, ["pagare"]),
            (.tax, ["iva"]),
            (.change, ["resto"]),
            (.cash, ["contanti", "contante"]),
        ],
        dateLabels: ["data"],
        otherDayLabels: ["scadenza", "valido"],
        weekdays: ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
        months: [
            ["gennaio"], ["febbraio"], ["marzo"], ["aprile"], ["maggio"], ["giugno"], ["luglio"], ["agosto"],
            ["settembre"], ["ott", "ottobre"], ["novembre"], ["dicembre"],
        ]
    )
}
