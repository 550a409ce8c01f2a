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
            // Each month as named and in the genitive a date writes (`20. kolovoza 2022.`).
            ["siječanj", "sijecanj", "siječnja", "sijecnja"], ["veljača", "veljaca", "veljače", "veljace"],
            ["ožujak", "ozujak", "ožujka", "ozujka"], ["travanj", "travnja"], ["svibanj", "svibnja"],
            ["lipanj", "lipnja"], ["srpanj", "srpnja"], ["kolovoz", "kolovoza"], ["rujan", "rujna"],
            ["listopad", "listopada"], ["studeni", "studenoga", "studenog"], ["prosinac", "prosinca"],
        ]
    )
}
