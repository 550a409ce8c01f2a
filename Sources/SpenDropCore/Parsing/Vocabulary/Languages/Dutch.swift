extension VocabularyLanguage {
    /// Dutch, as receipts of the Netherlands and Flanders write it.
    static let dutch = VocabularyLanguage(
        name: "Dutch",
        cues: [
            (.moneyOut(strong: true), ["betaald", "afgeschreven"]),
            (.moneyIn(strong: true), ["ontvangen", "bijgeschreven"]),
            (.moneyOut(strong: false), ["betaling"]),
        ],
        receiptLabels: [
            (.total, ["totaal"]),
            (.subtotal, ["subtotaal"]),
            (.amount, ["bedrag"]),
            // `TE BETALEN`: to pay.
            (.payable, ["betalen"]),
            (.tax, ["btw"]),
            (.change, ["wisselgeld", "retour"]),
            (.cash, ["contant", "kontant"]),
            (.tender, ["pin", "pinnen"]),
        ],
        labelCompanions: ["te"],
        dateLabels: ["datum"],
        otherDayLabels: ["geldig", "tot"],
        weekdays: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
        months: [
            ["januari"], ["februari"], ["maart", "mrt"], ["april"], ["mei"], ["juni"], ["juli"], ["augustus"],
            ["september"], ["oktober"], ["november"], ["december"],
        ]
    )
}
