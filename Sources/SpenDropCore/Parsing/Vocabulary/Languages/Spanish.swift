extension VocabularyLanguage {
    /// Spanish, as receipts of Spain and Latin America write it.
    static let spanish = VocabularyLanguage(
        name: "Spanish",
        receiptLabels: [
            (.total, ["importe"]),
            (.tax, ["iva"]),
            (.change, ["cambio"]),
            (.cash, ["efectivo"]),
        ],
        months: [
            ["ene", "enero"], ["febrero"], ["marzo"], ["abr", "abril"], ["mayo"], ["junio"], ["julio"], ["agosto"],
            ["septiembre", "setiembre"], ["octubre"], ["noviembre"], ["dic", "diciembre"],
        ]
    )
}
