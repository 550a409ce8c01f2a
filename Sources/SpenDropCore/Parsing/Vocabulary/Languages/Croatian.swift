extension VocabularyLanguage {
    /// Croatian, as receipts of Croatia write it (`UKUPNO kn`, `PDV`, `GOTOVINA`).
    static let croatian = VocabularyLanguage(
        name: "Croatian",
        receiptLabels: [
            (.total, ["ukupno"]),
            (.payable, ["platiti"]),
            (.tax, ["pdv"]),
            (.cash, ["gotovina"]),
        ],
        // `kn`, the kuna's sign, printed beside the total.
        labelCompanions: ["kn", "za"],
        dateLabels: ["datum"],
        otherDayLabels: ["vrijedi"],
        weekdays: ["ponedjeljak", "utorak", "srijeda", "četvrtak", "petak", "subota", "nedjelja"],
        months: [
            ["siječanj", "sijecanj"], ["veljača", "veljaca"], ["ožujak", "ozujak"], ["travanj"], ["svibanj"],
            ["lipanj"], ["srpanj"], ["kolovoz"], ["rujan"], ["listopad"], ["studeni"], ["prosinac"],
        ]
    )
}
