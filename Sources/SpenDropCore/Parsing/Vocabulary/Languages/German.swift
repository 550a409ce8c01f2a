extension VocabularyLanguage {
    /// German, as banks and receipts of Germany, Austria and Switzerland write it.
    static let german = VocabularyLanguage(
        name: "German",
        cues: [
            (.moneyOut(strong: true), ["abgebucht", "belastet"]),
            (.moneyIn(strong: true), ["eingegangen", "gutschrift"]),
            (
                .moneyOut(strong: false),
                ["kartenumsatz", "kartenzahlung", "zahlung", "lastschrift", "überweisung"]
            ),
        ],
        receiptLabels: [
            (.total, ["summe", "gesamt", "gesamtbetrag"]),
            (.amount, ["betrag"]),
            // `ZU ZAHLEN`: to pay; `NETTO` is the amount before tax.
            (.payable, ["zahlen"]),
            (.excluding, ["netto"]),
            (.tax, ["mwst", "ust"]),
            (.change, ["rückgeld", "wechselgeld", "zurück"]),
            (.cash, ["bar"]),
            (.tender, ["gegeben", "ec"]),
        ],
        labelCompanions: ["zu"],
        dateLabels: ["datum"],
        otherDayLabels: ["gültig", "bis"],
        weekdays: ["montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"],
        months: [
            ["januar", "jänner"], ["februar"], ["märz", "maerz", "mrz"], ["april"], ["mai"], ["juni"], ["juli"],
            ["august"], ["september"], ["oktober"], ["november"], ["dez", "dezember"],
        ]
    )
}
