extension VocabularyLanguage {
    /// French, as banks and receipts of France, Belgium and Switzerland write it.
    static let french = VocabularyLanguage(
        name: "French",
        cues: [
            (.moneyOut(strong: true), ["débité", "payé"]),
            (.moneyIn(strong: true), ["crédité", "reçu"]),
            (.moneyOut(strong: false), ["virement", "paiement"]),
        ],
        receiptLabels: [
            (.total, ["somme"]),
            (.tax, ["tva"]),
            (.change, ["rendu"]),
            (.cash, ["espèces", "especes"]),
        ],
        months: [
            ["janv", "janvier"], ["févr", "fevr", "février", "fevrier"], ["mars"], ["avr", "avril"], ["mai"],
            ["juin"], ["juil", "juillet"], ["août", "aout"], ["septembre"], ["octobre"], ["novembre"],
            ["déc", "décembre", "decembre"],
        ]
    )
}
