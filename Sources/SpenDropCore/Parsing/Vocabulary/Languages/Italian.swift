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
            ["gen", "gennaio"], ["febbraio"], ["marzo"], ["aprile"], ["mag", "maggio"], ["giu", "giugno"],
            ["lug", "luglio"], ["agosto"], ["settembre"], ["ott", "ottobre"], ["novembre"], ["dic", "dicembre"],
        ]
    )
}
