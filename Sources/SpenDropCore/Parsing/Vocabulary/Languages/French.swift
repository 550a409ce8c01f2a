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
            (.amount, ["montant"]),
            // `NET A PAYER`, `TOTAL TTC` (tax included); `TOTAL HT` is before tax.
            (.payable, ["payer"]),
            (.including, ["ttc"]),
            (.excluding, ["ht"]),
            (.tax, ["tva"]),
            (.change, ["rendu", "monnaie"]),
            (.cash, ["espèces", "especes"]),
            (.tender, ["cb", "carte"]),
        ],
        labelCompanions: ["a"],
        otherDayLabels: ["expiration", "jusqu", "valable"],
        weekdays: [
            "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "lun", "mer", "jeu", "ven", "sam",
            "dim",
        ],
        months: [
            ["janv", "janvier"], ["févr", "fevr", "février", "fevrier"], ["mars"], ["avr", "avril"], ["mai"],
            ["juin"], ["juil", "juillet"], ["août", "aout"], ["septembre"], ["octobre"], ["novembre"],
            ["déc", "décembre", "decembre"],
        ]
    )
}
